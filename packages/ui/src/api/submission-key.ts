/**
 * The `Idempotency-Key` of a screen's write (a redemption, a sign-up): one key per submission. Sending the same
 * input again (the answer was lost to a network error, the person pressed again) reuses the key, so the API
 * answers what the first attempt did if it had gone through, instead of "already redeemed"; changed input,
 * or a submission that succeeded, gets a new key: a new request.
 */
export class SubmissionKey {
  #input: string | null = null;
  #key = '';

  /** The key to send `input` with. */
  for(input: unknown): string {
    const sent = JSON.stringify(input) ?? '';
    if (sent !== this.#input) {
      this.#input = sent;
      this.#key = newKey();
    }
    return this.#key;
  }

  /** The submission was answered: the next one, even of the same input, is a new request. */
  succeeded(): void {
    this.#input = null;
  }
}

function newKey(): string {
  // randomUUID exists in secure contexts only (https, localhost); a till on a shop's network over plain http
  // still gets 128 random bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

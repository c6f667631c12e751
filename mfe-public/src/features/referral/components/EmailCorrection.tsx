import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RefereeRegisteredDto } from '@referrals/contracts';
import {
  FormField,
  inputClassName,
  isApiError,
  messageIdOf,
  serverMessageOf,
  useAction,
} from '@referrals/ui/light';
import { sendLinkTo, type CorrectableReferee } from '../api/register.ts';
import * as styles from './referral.module.css';

const FIELD_ID = 'corrected-email';

/** Props of {@link EmailCorrection}. */
export interface EmailCorrectionProps {
  /** The registration this page made, with the secret that lets it correct the address. */
  referee: CorrectableReferee;
  /** The registration at its corrected address: the link went there. */
  onCorrected: (referee: RefereeRegisteredDto, mistyped: string) => void;
  onCancel: () => void;
}

/**
 * "Wrong address?": the address the link went to, to correct. The same sign-up moves to the right address
 * (nothing else to type again) and a new link goes there; the mistyped address's link stops working.
 */
export function EmailCorrection({ referee, onCorrected, onCancel }: EmailCorrectionProps) {
  const [email, setEmail] = useState(referee.email);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const correction = useAction((to: string) => sendLinkTo(referee, to), {
    onSuccess: (corrected) => onCorrected(corrected, referee.email),
    onError: (problem) => {
      const fieldMessage = isApiError(problem) ? problem.fieldErrors.email : undefined;
      if (fieldMessage) {
        setError(fieldMessage);
        input.current?.focus();
      } else {
        setFailure(serverMessageOf(problem, 'We could not send the e-mail just now. Please try again.'));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFailure(null);
    const to = email.trim();
    if (!to) {
      setError('Valid email is required');
      input.current?.focus();
      return;
    }
    correction.mutate(to);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Correct your e-mail address">
      <FormField id={FIELD_ID} label="Your e-mail address" required error={error ?? undefined}>
        <input
          ref={input}
          id={FIELD_ID}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClassName(Boolean(error), styles.field)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageIdOf(FIELD_ID) : undefined}
        />
      </FormField>
      {failure && (
        <p className={styles.notice} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.nextActions}>
        <button type="submit" className={styles.submit} aria-busy={correction.isPending || undefined}>
          {correction.isPending && <span className={styles.spinner} aria-hidden="true" />}
          {correction.isPending ? 'Sending...' : 'Send the link to this address'}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Why an uploaded image was refused: the uploader is told, and nothing is stored. */
export class ImageError extends Error {
  /**
   * `unreadable`: it does not decode (a broken or truncated file, or not the format its first bytes claim);
   * `tooManyPixels`: its header announces more pixels than the limit, so it is refused before decoding.
   */
  readonly reason: 'unreadable' | 'tooManyPixels';

  constructor(reason: ImageError['reason'], options?: { cause?: unknown }) {
    super(`image ${reason}`, options);
    this.name = 'ImageError';
    this.reason = reason;
  }
}

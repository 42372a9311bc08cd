/** A refusal of the image proxy: the status and the stable code the answer's body carries. */
export class ImageError extends Error {
  constructor(
    readonly status: 400 | 404 | 502,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

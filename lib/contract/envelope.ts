/** Every response of the platform API: `{ code, message, data }`; some older callers send `msg`. */
export interface Envelope<T = unknown> {
  code: number | string;
  message?: string;
  msg?: string;
  data: T;
}

export interface FieldError {
  field: string;
  /** A message key under the `Validation` namespace, or plain text. */
  message: string;
}

import { z } from 'zod';

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

export const envelopeSchema = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string().optional(),
  msg: z.string().optional(),
  data: z.unknown(),
});

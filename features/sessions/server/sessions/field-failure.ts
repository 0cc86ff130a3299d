import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';

export interface FieldError {
  field: string;
  message: string;
}

/** The same envelope as a schema failure, for the checks only the server can make (what exists, whose it is). */
export const fieldFailure = (fields: FieldError[]) =>
  new ApiFailure(ApiCode.validation, 'validation', { data: { fields } });

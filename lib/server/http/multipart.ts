import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from './failure';
import { readLimitedBytes } from './input';

export interface MultipartOptions {
  /** The whole body's limit, checked while it is read (the files plus the form's own overhead). */
  maxBytes: number;
  /** The answer to a body over the limit; the route knows what to call it (e.g. "the image is too large"). */
  tooLarge?: () => ApiFailure;
}

/**
 * A `multipart/form-data` body as an input object: each field's first value, files as `File`s. The body is read
 * under its size limit before it is parsed, so an oversized upload never reaches the parser whole.
 */
export async function readMultipart(
  request: Request,
  options: MultipartOptions,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data')
    throw new ApiFailure(ApiCode.unsupportedMediaType, 'multipartRequired');
  const bytes = await readLimitedBytes(request, options.maxBytes, options.tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [{ field: '_', message: 'invalid' }] },
    });
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (!(name in fields)) fields[name] = value;
  return fields;
}

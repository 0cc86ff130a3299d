import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';

// A scanned paper — a business licence, a bank transfer's voucher — is a photo (jpg, png) or a pdf. Like images,
// it is what its content says: the magic bytes decide, never the name or the type the browser claimed.

export interface CheckedScan {
  extension: 'jpg' | 'png' | 'pdf';
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
}

const ALLOWED: Record<string, CheckedScan> = {
  jpg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  pdf: { extension: 'pdf', mimeType: 'application/pdf' },
};

const fieldFailure = (key: 'scanTypeInvalid' | 'scanTooLarge' | 'fileEmpty', maxBytes: number) =>
  new ApiFailure(ApiCode.validation, key, {
    data: { fields: [{ field: 'file', message: key === 'scanTooLarge' ? 'tooLong' : 'invalid' }] },
    params: { max: `${Math.round(maxBytes / 1024 / 1024)} MB` },
  });

/** The answer to a body over the limit (the multipart reader's `tooLarge`). */
export const scanTooLarge = (maxBytes: number) => () => fieldFailure('scanTooLarge', maxBytes);

/** Checks a scan by its content: jpg or png whose dimensions can be read, or a pdf; at most `maxBytes`. */
export async function checkScan(bytes: Uint8Array, maxBytes: number): Promise<CheckedScan> {
  if (bytes.byteLength === 0) throw fieldFailure('fileEmpty', maxBytes);
  if (bytes.byteLength > maxBytes) throw fieldFailure('scanTooLarge', maxBytes);
  const found = await fileTypeFromBuffer(bytes);
  const allowed = found ? ALLOWED[found.ext] : undefined;
  if (!allowed) throw fieldFailure('scanTypeInvalid', maxBytes);
  if (allowed.extension !== 'pdf') {
    // A valid header on a broken picture fails here: a reviewer could not read it.
    try {
      const size = imageSize(bytes);
      if (!size.width || !size.height) throw new Error('no size');
    } catch {
      throw fieldFailure('scanTypeInvalid', maxBytes);
    }
  }
  return allowed;
}

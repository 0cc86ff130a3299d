import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ApiCode } from '@/lib/contract/codes';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, type ImageMimeType } from '@/lib/contract/images';
import { ApiFailure } from '@/lib/server/http/failure';

export interface CheckedImage {
  extension: 'jpg' | 'png' | 'gif' | 'bmp';
  mimeType: ImageMimeType;
  width: number;
  height: number;
}

/** What the magic bytes may say, and the extension and type the file is stored under. */
const ALLOWED: Record<string, Pick<CheckedImage, 'extension' | 'mimeType'>> = {
  jpg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  bmp: { extension: 'bmp', mimeType: 'image/bmp' },
};

const fieldFailure = (key: 'imageTypeInvalid' | 'imageTooLarge' | 'fileEmpty', message: string) =>
  new ApiFailure(ApiCode.validation, key, {
    data: { fields: [{ field: 'file', message }] },
    params: { max: `${IMAGE_MAX_BYTES / 1024 / 1024} MB` },
  });

export const imageTooLarge = () => fieldFailure('imageTooLarge', 'tooLong');

/**
 * An image is what its content says, never what its name or the client's type claim: jpg, png, gif or bmp by
 * their magic bytes, with dimensions that can be read (a valid header on a broken file fails here too).
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  if (bytes.byteLength === 0) throw fieldFailure('fileEmpty', 'required');
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  const found = await fileTypeFromBuffer(bytes);
  const allowed = found ? ALLOWED[found.ext] : undefined;
  if (!allowed) throw fieldFailure('imageTypeInvalid', 'invalid');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw fieldFailure('imageTypeInvalid', 'invalid');
  }
  if (!size.width || !size.height) throw fieldFailure('imageTypeInvalid', 'invalid');
  if (
    size.width > IMAGE_MAX_SIDE ||
    size.height > IMAGE_MAX_SIDE ||
    size.width * size.height > IMAGE_MAX_PIXELS
  )
    throw new ApiFailure(ApiCode.validation, 'imageDimensionsTooLarge', {
      data: { fields: [{ field: 'file', message: 'tooLong' }] },
      params: { side: IMAGE_MAX_SIDE, megapixels: IMAGE_MAX_PIXELS / 1_000_000 },
    });
  return { ...allowed, width: size.width, height: size.height };
}

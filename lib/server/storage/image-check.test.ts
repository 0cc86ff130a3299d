import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/lib/server/http/failure';
import { EXE_BYTES, IMAGES } from '@/tests/integration/storage/images';
import { checkImage } from './image-check';

const failureOf = async (bytes: Uint8Array) => {
  const error = await checkImage(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiFailure);
  return (error as ApiFailure).messageKey;
};

describe('image check', () => {
  it('knows jpg, png, gif and bmp by their bytes, with their size', async () => {
    for (const [extension, image] of Object.entries(IMAGES))
      expect(await checkImage(image.bytes)).toEqual({
        extension,
        mimeType: image.mimeType,
        width: 1,
        height: 1,
      });
  });

  it('refuses other content, empty files and files over 2 MB', async () => {
    expect(await failureOf(EXE_BYTES)).toBe('imageTypeInvalid');
    expect(await failureOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'imageTypeInvalid',
    );
    expect(await failureOf(IMAGES.png.bytes.slice(0, 16))).toBe('imageTypeInvalid');
    expect(await failureOf(new Uint8Array())).toBe('fileEmpty');
    expect(await failureOf(new Uint8Array(2 * 1024 * 1024 + 1))).toBe('imageTooLarge');
  });
});

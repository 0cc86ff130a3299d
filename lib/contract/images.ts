import { z } from 'zod';
import { requiredText } from './fields';

// Uploaded images (backgrounds, start and load page images): spec §5 and §9. Shared by the upload component, the
// API client and the storage module, which is why they live here and not in a feature's contract.

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Pixel limits: a few hundred bytes of PNG may declare 30000×30000 pixels, which every browser that shows the
 * session would have to decode (3.6 GB). 8192 on a side and 40 megapixels hold any real background or page image.
 */
export const IMAGE_MAX_SIDE = 8192;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
/** The content types those extensions are found to be by their magic bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** What an upload is for; one purpose per upload route. */
export const UPLOAD_PURPOSES = ['background', 'page-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The multipart body of an image upload: one `file` field. Its content is checked by the server, not here. */
export const imageUploadRequest = z.object({ file: z.file('required') });

export const uploadedImageIdRequest = z.object({ id: requiredText(100) });
export type UploadedImageIdRequest = z.infer<typeof uploadedImageIdRequest>;

export const uploadedImageDto = z.object({
  id: z.string(),
  /** Same-origin path of the bytes: `/api/files/<key>`. */
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageDto>;

export const FILES_PATH_PREFIX = '/api/files/';

import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@/lib/contract/images';

export type ImageFileProblem = 'typeInvalid' | 'tooLarge' | 'empty';

/** What the file picker and drop zone are told to accept: the types with their extensions. */
export const IMAGE_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/bmp': ['.bmp'],
};

/**
 * The check before sending, by name, claimed type and size, so a person learns at once what the server would
 * say; the server still checks the content itself. Some systems claim no type for a .bmp: an empty type passes.
 */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): ImageFileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !typeOk) return 'typeInvalid';
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** "2 MB", as the messages say it. */
export const IMAGE_MAX_LABEL = `${IMAGE_MAX_BYTES / 1024 / 1024} MB`;

import { IMPORT_MAX_BYTES, KNOWLEDGE_FILE_MAX_BYTES } from '@/features/knowledge/contract';

export type FileProblem = 'typeInvalid' | 'tooLarge' | 'empty';

/** What the pickers accept: spreadsheets to import. Some systems claim no type for a .csv: the name decides. */
export const IMPORT_ACCEPT: Record<string, string[]> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
};

/** Documents to parse. */
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * The check before sending, by name and size, so a person learns at once what the server would say; the server
 * still checks the content itself (a program renamed .pdf is refused there).
 */
function check(
  file: Pick<File, 'name' | 'size'>,
  extensions: readonly string[],
  max: number,
): FileProblem | null {
  if (!extensions.includes(extensionOf(file.name))) return 'typeInvalid';
  if (file.size === 0) return 'empty';
  if (file.size > max) return 'tooLarge';
  return null;
}

export const checkImportFile = (file: Pick<File, 'name' | 'size'>) =>
  check(file, ['xlsx', 'csv'], IMPORT_MAX_BYTES);

export const checkDocumentFile = (file: Pick<File, 'name' | 'size'>) =>
  check(file, ['pdf', 'doc', 'docx'], KNOWLEDGE_FILE_MAX_BYTES);

/** "10 MB", as the messages say it. */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

import 'server-only';
import { IMPORT_COLUMNS, type FaqStatus } from '@/features/knowledge/contract';
import { serverTranslator, type ServerLang } from '@/lib/server/i18n';

// The template's columns as people read them: header names and status words in Chinese or English. Imports accept
// either language, whatever the language of the request; template, export and failures file use the request's.

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const LANGS: ServerLang[] = ['zh', 'en'];

export const sheetTexts = (lang: ServerLang) => serverTranslator(lang, 'KnowledgeSheet');

export const headerNames = (lang: ServerLang): string[] =>
  IMPORT_COLUMNS.map((column) => sheetTexts(lang)(`columns.${column}`));

const normal = (text: string) => text.trim().toLowerCase();

/** The header row is the template's, in Chinese or in English (letter case aside); extra empty cells are ignored. */
export function isTemplateHeader(cells: string[]): boolean {
  const given = cells.map(normal);
  while (given.length > 0 && given.at(-1) === '') given.pop();
  return LANGS.some((lang) => {
    const names = headerNames(lang).map(normal);
    return given.length === names.length && names.every((name, i) => given[i] === name);
  });
}

/** Empty is valid (the template's default); otherwise the status word of either language. */
export function parseStatus(text: string): FaqStatus | null {
  const value = normal(text);
  if (value === '') return 'valid';
  for (const lang of LANGS) {
    const t = sheetTexts(lang);
    if (value === normal(t('statusValid'))) return 'valid';
    if (value === normal(t('statusInvalid'))) return 'invalid';
  }
  return value === 'valid' || value === 'invalid' ? value : null;
}

export const statusWord = (status: FaqStatus, lang: ServerLang) =>
  sheetTexts(lang)(status === 'valid' ? 'statusValid' : 'statusInvalid');

/** Similar questions sit in one cell, one per line or separated by `|`. */
export const splitSimilar = (text: string): string[] =>
  text
    .split(/\r?\n|\r|\|/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const joinSimilar = (list: string[]) => list.join('\n');

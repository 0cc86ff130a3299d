import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localizedFiles, type LocalizedFile } from '@/lib/content/localized-files';
import type { Locale } from '@/lib/routing/locale';

// Only file names, no parsing: the proxy asks here whether an article exists, so this stays free of Markdown.

export const defaultNewsDirectory = path.join(process.cwd(), 'content', 'news');

// The literal path lets the bundler trace just content/news; only tests pass another directory.
const fileNames = (dir: string) =>
  dir === defaultNewsDirectory
    ? readdirSync(path.join(process.cwd(), 'content', 'news'))
    : readdirSync(/* turbopackIgnore: true */ dir);

export type NewsFile = LocalizedFile;

export const newsFiles = (dir = defaultNewsDirectory): NewsFile[] => localizedFiles(dir, fileNames(dir));

let published: Set<string> | undefined;

/**
 * Whether the locale has an article of that slug. Article pages are built ahead, so a production server reads the
 * directory once; development reads it on every call so a new file shows at once.
 */
export function hasNewsArticle(locale: Locale, slug: string): boolean {
  const index = published ?? new Set(newsFiles().map((entry) => `${entry.locale}/${entry.slug}`));
  if (process.env.NODE_ENV === 'production') published = index;
  return index.has(`${locale}/${slug}`);
}

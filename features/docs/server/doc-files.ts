import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/routing/locale';

// Only file names, no parsing, like lib/news/news-files: tests and the sweep list the guides without Markdown.

export const defaultDocsDirectory = path.join(process.cwd(), 'content', 'docs');

// The literal path lets the bundler trace just content/docs; only tests pass another directory.
const fileNames = (dir: string) =>
  dir === defaultDocsDirectory
    ? readdirSync(path.join(process.cwd(), 'content', 'docs'))
    : readdirSync(/* turbopackIgnore: true */ dir);

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(zh|en)\.md$/;

export interface DocFile {
  slug: string;
  locale: Locale;
  file: string;
}

export function docFiles(dir = defaultDocsDirectory): DocFile[] {
  return fileNames(dir).flatMap((name) => {
    const match = FILE_NAME.exec(name);
    return match
      ? [
          {
            slug: match[1]!,
            locale: match[2] as Locale,
            file: path.join(/* turbopackIgnore: true */ dir, name),
          },
        ]
      : [];
  });
}

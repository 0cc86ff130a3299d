import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localizedFiles, type LocalizedFile } from '@/lib/content/localized-files';

// Only file names, no parsing, like lib/news/news-files: tests and the sweep list the guides without Markdown.

export const defaultDocsDirectory = path.join(process.cwd(), 'content', 'docs');

// The literal path lets the bundler trace just content/docs; only tests pass another directory.
const fileNames = (dir: string) =>
  dir === defaultDocsDirectory
    ? readdirSync(path.join(process.cwd(), 'content', 'docs'))
    : readdirSync(/* turbopackIgnore: true */ dir);

export type DocFile = LocalizedFile;

export const docFiles = (dir = defaultDocsDirectory): DocFile[] => localizedFiles(dir, fileNames(dir));

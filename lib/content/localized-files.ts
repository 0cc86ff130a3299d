import path from 'node:path';
import type { Locale } from '@/lib/routing/locale';

// Content folders (content/news, content/docs) hold one Markdown file per slug and language: `<slug>.<zh|en>.md`.
// Only names are read here, never Markdown: the proxy and the sweeps list files without parsing them.

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(zh|en)\.md$/;

export interface LocalizedFile {
  slug: string;
  locale: Locale;
  file: string;
}

/** The files among `names` (read from `dir` by the caller, whose literal path lets the bundler trace the folder). */
export function localizedFiles(dir: string, names: readonly string[]): LocalizedFile[] {
  return names.flatMap((name) => {
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

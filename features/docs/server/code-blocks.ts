import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { Locale } from '@/lib/routing/locale';
import { defaultDocsDirectory, docFiles } from './doc-files';

// The fenced code blocks of the guides, with their info string: ```` ```js runnable ```` marks a sample the test
// suite runs (tests/integration/docs/doc-samples.test.ts); ```` ```html sdk=launcher ```` one it compares with the
// snippet the console generates.

export interface CodeBlock {
  slug: string;
  locale: Locale;
  lang: string;
  /** The words after the language in the info string. */
  meta: string[];
  code: string;
}

const FENCE = /^```(\S*)([^\n]*)\n([\s\S]*?)\n```$/gm;

export function codeBlocks(dir = defaultDocsDirectory): CodeBlock[] {
  return docFiles(dir).flatMap(({ slug, locale, file }) => {
    const { content } = matter(readFileSync(file, 'utf8'));
    return [...content.matchAll(FENCE)].map((match) => ({
      slug,
      locale,
      lang: match[1]!,
      meta: match[2]!.trim().split(/\s+/).filter(Boolean),
      code: match[3]!,
    }));
  });
}

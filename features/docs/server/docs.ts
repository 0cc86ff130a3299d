import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeFocusableCode } from '@/lib/markdown/rehype-focusable-code';
import { z } from 'zod';
import type { Locale } from '@/lib/routing/locale';
import { docSections, type DocHeading, type DocPage, type DocSummary } from '@/features/docs/contract';
import { defaultDocsDirectory, docFiles } from './doc-files';

// Guides are Markdown files `content/docs/<slug>.<locale>.md` with front matter (title, order, section,
// description): a writer adds a guide by adding a file. Everything here runs at build time only.

export { docSections };
export type { DocHeading, DocPage, DocSummary };

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  order: z.number().int(),
  section: z.enum(docSections),
  description: z.string().trim().min(1),
});

/** An id a URL fragment can carry: letters of any script kept, spaces to dashes. */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s+/g, '-') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

// The page owns the only h1 (the title): `#` in a file is demoted to h2. h2/h3 get ids and a § link, and make the
// table of contents. A table is named by the heading above it and scrolls inside a focusable region on narrow
// screens (so a keyboard can scroll it too).
function rehypeAnchors(headings: DocHeading[]) {
  return () => (tree: Root) => {
    const taken = new Set<string>();
    let lastHeading = '';
    const visit = (node: Root | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== 'element') return child;
        if (child.tagName === 'h1') child.tagName = 'h2';
        if (child.tagName === 'h2' || child.tagName === 'h3') {
          const text = toText(child).trim();
          const id = headingId(text, taken);
          lastHeading = text;
          child.properties = { ...child.properties, id };
          child.children.push({
            type: 'element',
            tagName: 'a',
            properties: { href: `#${id}`, className: ['doc-anchor'], ariaLabel: `§ ${text}` },
            children: [{ type: 'text', value: '#' }],
          });
          headings.push({ id, depth: child.tagName === 'h2' ? 2 : 3, text });
          return child;
        }
        if (child.tagName === 'table') {
          const label = lastHeading || 'table';
          child.properties = { ...child.properties, ariaLabel: label };
          return {
            type: 'element',
            tagName: 'div',
            properties: { className: ['doc-table'], tabIndex: 0, role: 'region', ariaLabel: label },
            children: [child],
          } satisfies Element;
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}

function render(body: string): { html: string; headings: DocHeading[]; text: string } {
  const headings: DocHeading[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeAnchors(headings))
    .use(rehypeHighlight, { detect: false })
    .use(rehypeFocusableCode)
    .use(rehypeStringify);
  const html = String(processor.processSync(body));
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#*_`>|[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, headings, text };
}

function readDoc(file: string, slug: string): { summary: DocSummary; body: string } {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Guide ${path.basename(file)}: invalid front matter: ${parsed.error.message}`);
  }
  return { summary: { slug, ...parsed.data }, body: content };
}

/** Every guide of a locale in reading order (section, then order, then slug). */
export function listDocs(locale: Locale, dir = defaultDocsDirectory): DocSummary[] {
  return docFiles(dir)
    .filter((entry) => entry.locale === locale)
    .map(({ slug, file }) => readDoc(file, slug).summary)
    .sort(
      (a, b) =>
        docSections.indexOf(a.section) - docSections.indexOf(b.section) ||
        a.order - b.order ||
        a.slug.localeCompare(b.slug),
    );
}

/** One guide rendered, or null when the locale has no such slug. */
export function getDoc(locale: Locale, slug: string, dir = defaultDocsDirectory): DocPage | null {
  const found = docFiles(dir).find((entry) => entry.locale === locale && entry.slug === slug);
  if (!found) return null;
  const { summary, body } = readDoc(found.file, found.slug);
  return { ...summary, ...render(body) };
}

/**
 * The HTML of a guide from its last h2 on: the SDK guide's last section is the SDK reference, which the console's
 * SDK page shows too (app/_pages/sdk-guide-page.tsx), so the reference has one text.
 */
export function lastSectionHtml(doc: DocPage): string {
  const last = doc.headings.filter((heading) => heading.depth === 2).at(-1);
  const at = last ? doc.html.indexOf(`<h2 id="${last.id}"`) : -1;
  return at < 0 ? doc.html : doc.html.slice(at);
}

/** The raw Markdown body of a guide (the console's SDK page and the sample tests read it). */
export function docSource(locale: Locale, slug: string, dir = defaultDocsDirectory): string | null {
  const found = docFiles(dir).find((entry) => entry.locale === locale && entry.slug === slug);
  return found ? readDoc(found.file, found.slug).body : null;
}

export function docSlugs(locale: Locale, dir = defaultDocsDirectory): string[] {
  return listDocs(locale, dir).map((doc) => doc.slug);
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { DOC_SEARCH_BOOST, DOC_SEARCH_OPTIONS, docSearchTerms } from '@/features/docs/search-terms';
import { locales } from '@/lib/routing/locale';
import { docSlugs, getDoc, lastSectionHtml, listDocs } from './docs';
import { docSearchIndex } from './search-index';

function fixtureDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const guide = (title: string, order: number, body: string) =>
  `---\ntitle: ${title}\norder: ${order}\nsection: build\ndescription: About ${title}\n---\n\n${body}\n`;

describe('the guides of the repository', () => {
  it('every guide exists in zh and en, with valid front matter', () => {
    expect(docSlugs('zh')).toEqual(docSlugs('en'));
    for (const slug of [
      'getting-started',
      'sessions',
      'knowledge-base',
      'runtime',
      'sdk',
      'tokens',
      'webhooks',
      'billing',
      'offline',
      'reference',
    ]) {
      expect(docSlugs('en')).toContain(slug);
    }
  });

  it.each(locales)('renders every %s guide with headings, anchors and highlighted code', (locale) => {
    for (const { slug } of listDocs(locale)) {
      const doc = getDoc(locale, slug)!;
      expect(doc.html).not.toMatch(/<h1/);
      expect(doc.headings.length, slug).toBeGreaterThan(0);
      for (const heading of doc.headings) expect(doc.html).toContain(`id="${heading.id}"`);
    }
    expect(getDoc(locale, 'tokens')!.html).toMatch(/<code class="hljs language-python">/);
  });

  it.each([
    ['en', 'wake word', 'runtime'],
    ['zh', '唤醒词', 'runtime'],
    ['en', 'signature', 'webhooks'],
    ['zh', '导入格式', 'knowledge-base'],
  ] as const)('the %s search index finds "%s" in the %s guide first', (locale, query, slug) => {
    const index = MiniSearch.loadJSON(docSearchIndex(locale), {
      ...DOC_SEARCH_OPTIONS,
      fields: [...DOC_SEARCH_OPTIONS.fields],
      storeFields: [...DOC_SEARCH_OPTIONS.storeFields],
    });
    const hits = index.search(query, {
      boost: DOC_SEARCH_BOOST,
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
    });
    expect(hits[0]?.slug).toBe(slug);
  });
});

describe("the SDK reference the console's SDK page shows", () => {
  it.each([
    ['en', 'Methods', 'Events'],
    ['zh', '方法', '事件'],
  ] as const)(
    '%s: the SDK guide from its reference heading on, with named tables',
    (locale, methods, events) => {
      const html = lastSectionHtml(getDoc(locale, 'sdk')!);
      expect(html).toMatch(/^<h2 id="api-/);
      expect(html).not.toContain('digitalhuman:load');
      expect(html).toContain(`<table aria-label="${methods}">`);
      expect(html).toContain(`<table aria-label="${events}">`);
      expect(html).toContain('DigitalHuman.speak(text)');
      expect(html).toContain('{ text: string }');
    },
  );
});

describe('reading guide files', () => {
  it('orders by section, then order, and gives unique anchors to repeated headings', () => {
    const dir = fixtureDir({
      'b.en.md': guide('Second', 2, '## Setup\n\ntext\n\n## Setup\n\nagain'),
      'a.en.md': guide('First', 1, '# Top\n\n### 小节 A'),
    });
    expect(listDocs('en', dir).map((d) => d.slug)).toEqual(['a', 'b']);
    expect(getDoc('en', 'b', dir)!.headings.map((h) => h.id)).toEqual(['setup', 'setup-2']);
    const a = getDoc('en', 'a', dir)!;
    expect(a.html).toContain('<h2 id="top">');
    expect(a.headings).toEqual([
      { id: 'top', depth: 2, text: 'Top' },
      { id: '小节-a', depth: 3, text: '小节 A' },
    ]);
  });

  it('refuses a guide without a valid section', () => {
    const dir = fixtureDir({ 'x.en.md': '---\ntitle: X\norder: 1\nsection: nowhere\ndescription: d\n---\n' });
    expect(() => listDocs('en', dir)).toThrow(/x\.en\.md: invalid front matter/);
  });

  it('splits Chinese into characters and bigrams, other words whole', () => {
    expect(docSearchTerms('唤醒词 Wake-Word')).toEqual(['唤', '唤醒', '醒', '醒词', '词', 'wake', 'word']);
  });
});

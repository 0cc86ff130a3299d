import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getNewsArticle, listNews, newsSlugs } from '@/lib/news/news';
import { hasNewsArticle } from '@/lib/news/news-files';
import { locales } from '@/lib/routing/locale';

function fixtureDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'news-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const article = (title: string, date: string, body = 'Body.') =>
  `---\ntitle: ${title}\ndate: ${date}\nsummary: About ${title}\n---\n\n${body}\n`;

describe('news content of the repository', () => {
  it.each(locales)('reads every %s article with a title, a date and a summary', (locale) => {
    const news = listNews(locale);
    expect(news.length).toBeGreaterThanOrEqual(2);
    for (const item of news) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.summary.length).toBeGreaterThan(0);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('tells the proxy which articles each locale publishes', () => {
    for (const locale of locales) {
      for (const slug of newsSlugs(locale)) expect(hasNewsArticle(locale, slug), slug).toBe(true);
      expect(hasNewsArticle(locale, 'no-such-article')).toBe(false);
    }
  });

  it('has every article in both languages', () => {
    expect(newsSlugs('en').sort()).toEqual(newsSlugs('zh').sort());
  });

  it('renders an article to HTML whose only h1 is the page title', () => {
    for (const locale of locales) {
      for (const { slug } of listNews(locale)) {
        const full = getNewsArticle(locale, slug);
        expect(full?.html).toMatch(/<p>/);
        expect(full?.html).not.toMatch(/<h1/);
      }
    }
  });
});

describe('news loader', () => {
  const dir = fixtureDir({
    'older.en.md': article('Older', '2026-01-05'),
    'newest.en.md': article('Newest', '2026-03-01', '# Heading\n\nText'),
    'middle.en.md': article('Middle', "'2026-02-10'"),
    'newest.zh.md': article('最新', '2026-03-01'),
    'notes.txt': 'not an article',
  });

  it('sorts articles newest first and keeps each locale apart', () => {
    expect(listNews('en', dir).map((n) => n.slug)).toEqual(['newest', 'middle', 'older']);
    expect(listNews('zh', dir).map((n) => n.title)).toEqual(['最新']);
  });

  it('demotes a level-1 heading and returns null for an unknown slug', () => {
    expect(getNewsArticle('en', 'newest', dir)?.html).toContain('<h2>Heading</h2>');
    expect(getNewsArticle('en', 'missing', dir)).toBeNull();
    expect(getNewsArticle('zh', 'older', dir)).toBeNull();
  });

  it('refuses an article without a summary', () => {
    const bad = fixtureDir({ 'bad.en.md': '---\ntitle: Bad\ndate: 2026-01-01\n---\nText' });
    expect(() => listNews('en', bad)).toThrow(/bad\.en\.md/);
  });
});

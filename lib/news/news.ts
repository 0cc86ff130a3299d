import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { defaultNewsDirectory, newsFiles, type NewsFile } from '@/lib/news/news-files';
import { locales, type Locale } from '@/lib/routing/locale';

// News articles are Markdown files `content/news/<slug>.<locale>.md` with front matter (title, date, summary):
// an editor publishes news by adding a file. Everything here runs at build time only.

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  // YAML reads an unquoted 2026-09-16 as a Date; a quoted one stays a string.
  date: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  summary: z.string().trim().min(1),
});

export interface NewsSummary {
  slug: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary: string;
}

export interface NewsArticle extends NewsSummary {
  html: string;
}

// The article page owns the only h1 (the title), so a `#` heading in a file is demoted to h2.
const markdown = new Marked({
  walkTokens(token) {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  },
});

function readArticle(file: string, slug: string): { summary: NewsSummary; body: string } {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`News article ${path.basename(file)}: invalid front matter: ${parsed.error.message}`);
  }
  const { title, date, summary } = parsed.data;
  const isoDate = typeof date === 'string' ? date : date.toISOString().slice(0, 10);
  return { summary: { slug, title, date: isoDate, summary }, body: content };
}

function articleFiles(locale: Locale, dir: string): NewsFile[] {
  return newsFiles(dir).filter((entry) => entry.locale === locale);
}

/** Every article of a locale, newest first (then by slug, so the order is stable). */
export function listNews(locale: Locale, dir = defaultNewsDirectory): NewsSummary[] {
  return articleFiles(locale, dir)
    .map(({ slug, file }) => readArticle(file, slug).summary)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** One article with its HTML, or null when the locale has no such slug. */
export function getNewsArticle(locale: Locale, slug: string, dir = defaultNewsDirectory): NewsArticle | null {
  const found = articleFiles(locale, dir).find((entry) => entry.slug === slug);
  if (!found) return null;
  const { summary, body } = readArticle(found.file, found.slug);
  return { ...summary, html: markdown.parse(body, { async: false }) };
}

export function newsSlugs(locale: Locale, dir = defaultNewsDirectory): string[] {
  return articleFiles(locale, dir).map((entry) => entry.slug);
}

/** The locales that have a file for an article: its page exists on those hosts only. */
export function newsLocales(slug: string, dir = defaultNewsDirectory): Locale[] {
  return locales.filter((locale) => newsSlugs(locale, dir).includes(slug));
}

import type { Page } from '@playwright/test';

export interface SeoReport {
  title: string;
  description: string | null;
  canonical: string | null;
  /** hreflang → href of every `<link rel="alternate" hreflang>`. */
  alternates: Record<string, string>;
  og: Record<'title' | 'description' | 'url' | 'image', string | null>;
  /** Each `application/ld+json` script, parsed, or the parse error's message. */
  jsonLd: (unknown | { parseError: string })[];
}

/** What search engines and link previews read from the page's head. */
export function readSeo(page: Page): Promise<SeoReport> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const og = (property: string) => attr(`meta[property="og:${property}"]`, 'content');
    const alternates: Record<string, string> = {};
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates,
      og: { title: og('title'), description: og('description'), url: og('url'), image: og('image') },
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
        try {
          return JSON.parse(script.textContent ?? '') as unknown;
        } catch (error) {
          return { parseError: (error as Error).message };
        }
      }),
    };
  });
}

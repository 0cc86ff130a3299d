import type { Page } from '@playwright/test';

/** Marketing pages of each kind of first block under the hero (plans, section, cards, list, article, form, …). */
export const HERO_PAGES = [
  '/pricing',
  '/subscriptions',
  '/real-time-interaction',
  '/news',
  '/aboutUs',
  '/contactUs',
  '/download',
  '/downloadCompanyApp',
  '/privacy',
  '/localHuman',
] as const;

/**
 * Where the page's h1 starts below the site header, and how far below the hero (the tinted band, or the plain
 * hero's last line) the first thing one can see begins: text, a bordered or filled box, or a picture.
 */
export function heroSpacing(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const h1 = main.querySelector('h1')!;
    const hero = h1.closest('header')!;
    const seen = (element: Element): number | null => {
      const box = element.getBoundingClientRect();
      if (box.height === 0) return null;
      const style = getComputedStyle(element);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (parseFloat(style.borderTopWidth) > 0 || filled || element instanceof SVGSVGElement) return box.top;
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      return ownText ? box.top + parseFloat(style.paddingTop) : null;
    };
    let after: Element | null = hero;
    while (after && !after.nextElementSibling) after = after.parentElement;
    const walker = document.createTreeWalker(after!.nextElementSibling!, NodeFilter.SHOW_ELEMENT);
    let top: number | null = null;
    for (let node: Node | null = walker.currentNode; node && top === null; node = walker.nextNode()) {
      top = seen(node as Element);
    }
    return {
      /** A plain hero (text pages) holds its h1 itself; the tinted band wraps it in its container. */
      plain: h1.parentElement === hero,
      h1: Math.round(h1.getBoundingClientRect().top - main.getBoundingClientRect().top),
      gap: Math.round((top ?? NaN) - hero.getBoundingClientRect().bottom),
    };
  });
}

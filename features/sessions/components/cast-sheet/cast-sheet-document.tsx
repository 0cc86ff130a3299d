import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogues } from '@/messages/catalogues';
import { CastSheet, type SheetTranslator } from './CastSheet';

/**
 * The cast sheet as a standalone HTML page, for the unit test that writes it and the browser test that screenshots
 * it. It names the Noto CJK font installed on the test machine, so the screenshot does not depend on font fallback.
 */
export function castSheetDocument(locale: 'zh' | 'en'): string {
  const translate = createTranslator({ locale, messages: catalogues[locale], namespace: 'SessionsCast' });
  const t: SheetTranslator = (key, values) => translate(key as never, values as never);
  const body = renderToStaticMarkup(<CastSheet locale={locale} t={t} />);
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${t('title')}</title>` +
    `<style>body{margin:0;font-family:'Noto Sans CJK SC',sans-serif}</style></head><body>${body}</body></html>`
  );
}

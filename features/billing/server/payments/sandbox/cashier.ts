import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { siteOrigins } from '@/lib/seo/site-origins';
import { fenToYuan } from '../money';
import { cashierLang, cashierText, type CashierLang } from './cashier-text';
import { alipaySandboxKeys, wechatSandboxKeys } from './keys';
import { alipayNotification, deliver, wechatNotification } from './notify';
import { findByTradeNo, payTrade, tradeStatus, type SandboxTrade } from './trades';

// The sandbox's cashier: where the QR code and the phone redirect lead. It shows the trade and a "pay" button;
// paying marks the trade paid and posts the gateway's signed notification to the merchant (this platform).

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only this platform's own pages are offered as the way back: the cashier is no open redirect. */
function ownUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return Object.values(siteOrigins()).includes(parsed.origin) ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function page(lang: CashierLang, body: string, status = 200): Response {
  const t = cashierText[lang];
  const html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.notice{background:#fef3c7;padding:.5rem .75rem;border-radius:.375rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#6b7280}dd{margin:0}
button{font-size:1rem;padding:.75rem 1.5rem;border:0;border-radius:.375rem;background:#1677ff;color:#fff;cursor:pointer;width:100%}
</style></head><body><main><h1>${t.title}</h1><p class="notice">${t.notice}</p>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function summary(lang: CashierLang, trade: SandboxTrade): string {
  const t = cashierText[lang];
  return `<h2>${trade.method === 'alipay' ? t.alipay : t.wechat}</h2><dl>
<dt>${t.subject}</dt><dd>${escape(trade.subject)}</dd>
<dt>${t.amount}</dt><dd><strong>${fenToYuan(trade.amountFen)}</strong> ${t.yuan}</dd>
<dt>${t.orderNo}</dt><dd>${escape(trade.outTradeNo)}</dd></dl>`;
}

const backLink = (lang: CashierLang, url: string | null) =>
  url ? `<p><a href="${escape(url)}">${cashierText[lang].back}</a></p>` : '';

/** The way back: Alipay keeps the merchant's return_url; WeChat's H5 merchant appends redirect_url to the link. */
const returnTo = (trade: SandboxTrade, redirectUrl: string | null) => ownUrl(trade.returnUrl || redirectUrl);

export async function showCashier(db: Db, request: Request): Promise<Response> {
  const lang = cashierLang(request);
  const t = cashierText[lang];
  const url = new URL(request.url);
  const trade = await findByTradeNo(db, url.searchParams.get('trade') ?? '');
  if (!trade) return page(lang, `<p>${t.notFound}</p>`, 404);
  const status = tradeStatus(trade);
  const back = backLink(lang, returnTo(trade, url.searchParams.get('redirect_url')));
  if (status === 'paid') return page(lang, `${summary(lang, trade)}<p>${t.alreadyPaid}</p>${back}`);
  if (status === 'closed') return page(lang, `${summary(lang, trade)}<p>${t.closed}</p>${back}`);
  // The form posts back to this very URL (trade, lang and redirect_url ride along in the query).
  return page(
    lang,
    `${summary(lang, trade)}<form method="post"><button type="submit">${t.pay}</button></form>`,
  );
}

/** Pays the trade and sends the notification; answers the page the payer sees next. */
export async function payAtCashier(db: Db, request: Request): Promise<Response> {
  const lang = cashierLang(request);
  const t = cashierText[lang];
  const url = new URL(request.url);
  const found = await findByTradeNo(db, url.searchParams.get('trade') ?? '');
  if (!found) return page(lang, `<p>${t.notFound}</p>`, 404);
  const back = backLink(lang, returnTo(found, url.searchParams.get('redirect_url')));
  const trade = await payTrade(db, found.tradeNo);
  if (!trade) {
    const again = await findByTradeNo(db, found.tradeNo);
    const said = again?.status === 'paid' ? t.alreadyPaid : t.closed;
    return page(lang, `${summary(lang, found)}<p>${said}</p>${back}`, 409);
  }
  const notification =
    trade.method === 'alipay'
      ? alipayNotification(trade, await alipaySandboxKeys(db))
      : wechatNotification(trade, await wechatSandboxKeys(db));
  const delivered = await deliver(trade, notification);
  return page(
    lang,
    `${summary(lang, trade)}<p><strong>${t.paid}</strong></p><p>${delivered ? t.delivered : t.notDelivered}</p>${back}`,
  );
}

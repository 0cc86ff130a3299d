'use client';

import { withoutBasePath } from '@/lib/config/base-path';
import { useEffect } from 'react';
import { buildUrl, servicePath } from '@/lib/api-client/request-url';
import { loadClientConfig } from '@/lib/config/client-config';
import type { ReportWarningRequest } from '@/lib/contract/client-reports';
import { CONTROL_CHARACTERS_BUT_LINE_BREAKS } from '@/lib/contract/control-characters';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { REPORT_MAX_BYTES, REPORT_TEXT_MAX, reportWarningPath } from '@/lib/contract/report-limits';

export const REPORT_UUID_KEY = 'dhReportUuid';
export const REPORTS_PER_MINUTE = 3;
/** The body's bytes besides the text: keys, platform, a uuid of up to 100 characters and the timestamp. */
const ENVELOPE_BYTES = 512;

/** A random id kept per browser, so reports from one visitor can be grouped without knowing who it is. */
export function reporterUuid(): string {
  try {
    const kept = localStorage.getItem(REPORT_UUID_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(REPORT_UUID_KEY, fresh);
    return fresh;
  } catch {
    return 'no-storage';
  }
}

/** The app the page shows, when it shows one: `data-app-id` on <html>, `?appId=`, or /collection/preview/:appId. */
export function currentAppId(): string | null {
  const fromHtml = document.documentElement.dataset.appId;
  if (fromHtml) return fromHtml;
  const fromQuery = new URLSearchParams(window.location.search).get('appId');
  if (fromQuery) return fromQuery;
  return withoutBasePath(window.location.pathname).match(/^\/collection\/preview\/([^/]+)/)?.[1] ?? null;
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

export function reportText(
  kind: 'error' | 'unhandledrejection',
  reason: unknown,
  appId: string | null,
): string {
  const head = [`[${kind}]`, appId ? `appId=${appId}` : null, `page=${window.location.pathname}`]
    .filter(Boolean)
    .join(' ');
  return fitReportText(`${head}\n${describe(reason)}`);
}

const encoder = new TextEncoder();

/**
 * The longest start of `text` that the server takes: at most REPORT_TEXT_MAX characters and, JSON-encoded as
 * UTF-8, within the body cap. A report over the cap is refused unread, and 4000 Chinese characters are 12 KB.
 * Control characters the server refuses (all but tab and line breaks) become U+FFFD, so the report still goes.
 */
export function fitReportText(text: string, maxBytes = REPORT_MAX_BYTES - ENVELOPE_BYTES): string {
  let fitted = '';
  let bytes = 2; // the quotes around the JSON string
  // By code point, so a cut never splits a surrogate pair (a lone half would be sent as a 6-byte escape).
  for (const original of text) {
    const char = CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(original) ? '\uFFFD' : original;
    if (fitted.length + char.length > REPORT_TEXT_MAX) break;
    const size = encoder.encode(JSON.stringify(char)).length - 2;
    if (bytes + size > maxBytes) break;
    fitted += char;
    bytes += size;
  }
  return fitted;
}

/** At most `limit` reports in any 60 s, so a failing render loop cannot flood the server. */
export function minuteLimiter(limit: number, now: () => number = Date.now) {
  const sent: number[] = [];
  return () => {
    const t = now();
    while (sent.length > 0 && t - (sent[0] ?? 0) >= 60_000) sent.shift();
    if (sent.length >= limit) return false;
    sent.push(t);
    return true;
  };
}

/**
 * Sent with plain fetch rather than the API client: a report must never trigger the client's session handling,
 * notifications or redirects, and its own failure is dropped silently.
 */
async function send(text: string) {
  const { serviceBaseUrl, serviceName } = await loadClientConfig();
  const url = buildUrl(
    serviceBaseUrl,
    servicePath(reportWarningPath, serviceName),
    { lang: document.documentElement.lang || 'zh' },
    window.location.origin,
  );
  const body: ReportWarningRequest = {
    content: { platform: 'web', uuid: reporterUuid(), timestamp: Date.now(), text },
  };
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEB_CLIENT_HEADER]: 'web' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  });
}

/** Spec §7: every uncaught script error and unhandled rejection is reported to the platform. */
export function useErrorReports() {
  useEffect(() => {
    const allow = minuteLimiter(REPORTS_PER_MINUTE);
    let sending = false;
    const report = (kind: 'error' | 'unhandledrejection', reason: unknown) => {
      // An error thrown while reporting is never reported again.
      if (sending || !allow()) return;
      sending = true;
      try {
        void send(reportText(kind, reason, currentAppId()))
          .catch(() => {})
          .finally(() => {
            sending = false;
          });
      } catch {
        sending = false;
      }
    };
    const onError = (event: ErrorEvent) => report('error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => report('unhandledrejection', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

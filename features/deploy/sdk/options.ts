import { SDK_PATH } from '@/features/deploy/contract/embed-snippet';

export type SdkLang = 'zh' | 'en';

/** What the customer's script tag says (embedSnippet), and where the script itself came from. */
export interface SdkOptions {
  appId: string;
  /** A round button that opens a panel (default), or the frame inside the page's own element. */
  mode: 'launcher' | 'inline';
  /** inline: a CSS selector of the element the frame fills. */
  target: string | null;
  lang: SdkLang;
  /** The platform's origin: the script's own, the frame's, and the only one events are taken from. */
  platform: string;
  /** Where the platform's paths start: its origin and the base path it is served under (the script's URL before SDK_PATH). */
  root: string;
}

/** The options of the script tag, or null when it names no application. */
export function readOptions(script: HTMLScriptElement, doc: Document): SdkOptions | null {
  const data = script.dataset;
  const appId = data.appId?.trim();
  if (!appId) return null;
  return {
    appId,
    mode: data.mode === 'inline' ? 'inline' : 'launcher',
    target: data.target?.trim() || null,
    lang: langOf(data.lang?.trim() || doc.documentElement.lang.trim()),
    platform: new URL(script.src, doc.baseURI).origin,
    root: rootOf(new URL(script.src, doc.baseURI)),
  };
}

/** `https://dh.example.com/dh/sdk/v1/digital-human.js` → `https://dh.example.com/dh`: a platform under a base path. */
function rootOf(src: URL): string {
  const at = src.pathname.lastIndexOf(SDK_PATH);
  return src.origin + (at > 0 ? src.pathname.slice(0, at) : '');
}

/**
 * The host page's language: the tag's `data-lang`, else the page's `<html lang>`, else English (not the browser's:
 * the words sit on the customer's page, which chose its language).
 */
export const langOf = (wanted: string | undefined): SdkLang =>
  /^zh(?![a-z])/i.test(wanted ?? '') ? 'zh' : 'en';

/** The running script's tag: `currentScript` while it runs, else the tag that loads this file. */
export function ownScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.appId) return current;
  return doc.querySelector<HTMLScriptElement>(`script[src*="${SDK_PATH}"][data-app-id]`);
}

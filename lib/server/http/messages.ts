import 'server-only';
import type { catalogues } from '@/messages/catalogues';
import { serverTranslator, type ServerLang } from '../i18n';

// The API's envelope messages in both languages (namespace `ApiServer`), picked by the `lang` query parameter:
// what a caller of the API reads, e.g. an SDK user.

export type ApiLang = ServerLang;
export type MessageKey = keyof (typeof catalogues)['zh']['ApiServer'];

export function apiLang(request: Request): ApiLang {
  const lang = new URL(request.url).searchParams.get('lang');
  return lang?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function apiMessage(
  key: MessageKey,
  lang: ApiLang,
  params: Record<string, string | number> = {},
): string {
  return serverTranslator(lang, 'ApiServer')(key, params);
}

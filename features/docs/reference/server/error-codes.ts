import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { referenceDocument } from './operations';

// The error code table of /doc/errors, from the one code table (lib/contract/codes.ts): each code with the message
// the API answers in each language (namespace ApiServer), or the reference's own summary where the failing feature
// words its message per case.

export interface ErrorCodeRow {
  code: number;
  name: string;
  status: number;
  zh: string;
  en: string;
}

type Catalogue = Record<string, string>;

/** `{seconds}` and the like stay visible as placeholders: the real answer fills them in. */
const plain = (message: string) => message.replace(/\{(\w+)\}/g, '‹$1›');

function messageOf(
  name: string,
  catalogue: { ApiServer: Catalogue; ApiErrorCodes: { summaries: Catalogue } },
) {
  return plain(catalogue.ApiServer[name] ?? catalogue.ApiErrorCodes.summaries[name] ?? '');
}

/** Statuses as the document states them (`x-http-status` of each ApiCode), so page and document cannot differ. */
function statuses(): Map<number, number> {
  const variants = (referenceDocument().schemas.ApiCode?.oneOf ?? []) as {
    const: number;
    'x-http-status': number;
  }[];
  return new Map(variants.map((variant) => [variant.const, variant['x-http-status']]));
}

export function errorCodeRows(): ErrorCodeRow[] {
  const status = statuses();
  return Object.entries(ApiCode)
    .map(([name, code]) => ({
      code,
      name,
      status: status.get(code) ?? 200,
      zh: messageOf(name, zh as never),
      en: messageOf(name, en as never),
    }))
    .sort((a, b) => a.code - b.code);
}

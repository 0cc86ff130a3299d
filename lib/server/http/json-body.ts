import 'server-only';

/**
 * True for `application/json` and its `+json` kin, parameters aside (`; charset=utf-8`). Asking for it also keeps a
 * plain HTML form or a `text/plain` beacon of another site, which browsers send without asking first, from ever
 * being read as input.
 */
export function isJsonBody(headers: Headers): boolean {
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

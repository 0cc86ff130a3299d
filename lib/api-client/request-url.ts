type QueryValue = string | number | boolean | null | undefined;

/** Spec §7: a service path's first segment is swapped for the configured service name when one is set. */
export function servicePath(path: string, serviceName: string): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  if (!serviceName) return clean;
  const rest = clean.split('/').slice(2).join('/');
  return `/${serviceName.replace(/^\/+|\/+$/g, '')}${rest ? `/${rest}` : ''}`;
}

/** Joins the base URL (absolute, or relative to the page) and a service path, and appends the query. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue>,
  origin: string,
): string {
  const base = new URL(baseUrl.replace(/\/+$/, '') + '/', origin);
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, String(value));
  }
  return url.href;
}

/** GET and DELETE carry identity and payload as query parameters; nested values are sent as JSON. */
export function toQuery(payload: Record<string, unknown> | undefined): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    query[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : (value as QueryValue);
  }
  return query;
}

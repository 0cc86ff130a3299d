import { ServerResponse } from 'node:http';

/** Vary field names of several header values, case-insensitively de-duplicated, first spelling kept. */
export function mergeVary(...values: (string | number | readonly string[] | undefined)[]): string {
  const fields = new Map<string, string>();
  for (const value of values) {
    const parts = Array.isArray(value) ? value : [String(value ?? '')];
    for (const field of parts.flatMap((part: string) => part.split(','))) {
      const name = field.trim();
      if (name && !fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), name);
    }
  }
  return [...fields.values()].join(', ');
}

const PATCHED = Symbol.for('dh.keepVary');

/**
 * Next.js 16 app pages set their own Vary header over any earlier one (vercel/next.js#85999), which drops the
 * `Vary: User-Agent` that next.config gives marketing pages, so a CDN would serve a phone the desktop page. Until
 * Next.js merges it itself, setting Vary adds to what the response already varies on.
 */
export function keepVaryOnOverwrite(proto: ServerResponse = ServerResponse.prototype): void {
  const marked = proto as ServerResponse & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const setHeader = proto.setHeader;
  proto.setHeader = function setHeaderKeepingVary(this: ServerResponse, name, value) {
    const merged =
      name.toLowerCase() === 'vary' && this.hasHeader('vary')
        ? mergeVary(this.getHeader('vary'), value)
        : value;
    return setHeader.call(this, name, merged);
  };
}

import 'server-only';

/**
 * True when `error` (or an error it wraps: Drizzle wraps the driver's) is PostgreSQL's unique violation, on the
 * index named `index` when one is given. PGlite and node-postgres report it alike.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return index === undefined || constraint === index;
  }
  return false;
}

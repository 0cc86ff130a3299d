// The build-time `BASE_PATH` (spec §2: the product under a prefix of its site) as Next's `basePath` wants it: '' for
// none, else a leading slash and no trailing one. A plain module so next.config.mjs and scripts can read it.

/** `BASE_PATH` normalised: `dh/`, `/dh/` and `/dh` all give `/dh`; unset, '' and '/' give ''. */
export function basePathFromEnv(env = process.env) {
  const raw = (env.BASE_PATH ?? '').trim();
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  if (
    !/^[A-Za-z0-9._~!$&'()*+,;=:@%/-]+$/.test(trimmed) ||
    trimmed.split('/').some((s) => s === '' || s === '.' || s === '..')
  )
    throw new Error(`BASE_PATH must be a path such as /dh, not ${JSON.stringify(raw)}`);
  return `/${trimmed}`;
}

/**
 * Returns `raw` when it is a path on this site, else null. Refuses protocol-relative (`//host`), backslash
 * (`/\host`), scheme and control-character targets, also when they hide behind percent-encoding.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      // After the first round a stray `%` is a literal one (`?q=100%25` decodes to `100%`), not an encoding.
      next = decodeURIComponent(i === 0 ? decoded : decoded.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    } catch {
      if (i === 0) return null;
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return null;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  }
  try {
    const url = new URL(raw, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    // Dot segments can collapse into a protocol-relative path: `/a/../..//evil` resolves to `//evil`.
    if (url.pathname.startsWith('//')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

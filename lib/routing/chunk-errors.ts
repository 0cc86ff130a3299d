/** Spec §2: a page chunk that has not loaded within 120 s is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk|ChunkLoadError|Failed to fetch dynamically imported module|Failed to load chunk|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'object' && 'name' in error && error.name === 'ChunkLoadError') return true;
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return CHUNK_MESSAGE.test(message);
}

/** An in-site link whose click starts a client navigation that must finish within the chunk timeout. */
export function isWatchedNavigation(href: string, current: URL): boolean {
  try {
    const target = new URL(href, current);
    return target.origin === current.origin && target.pathname !== current.pathname;
  } catch {
    return false;
  }
}

/** Announced by code that navigates without a link (router.push), so the 120 s watch covers it too. */
export const NAVIGATION_START_EVENT = 'dh:navigation-start';

// @ts-check
// A first-come, first-served gate in front of page rendering. Rendering a page is CPU work on one thread; when more
// visitors arrive than the process can render, Node and React interleave all of them at once, every render slows
// down together and the unluckiest wait past any client's patience (the share-link load test of issue 19 saw 10 s
// timeouts while the median stayed near 1 s). Letting a few render at a time and queueing the rest in arrival order
// keeps the throughput and bounds the wait of each visitor by the queue ahead of them.

/**
 * Whether a request renders a page: a GET or HEAD outside the API and Next's own files. API calls are left alone
 * (their bodies arrive at the client's pace, and a slow upload must not hold a slot), and so are event streams.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} [basePath] the build's BASE_PATH ('' for none): the API and Next's files sit under it
 */
export function rendersPage(req, basePath = '') {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const full = req.url ?? '/';
  const url = basePath && full.startsWith(`${basePath}/`) ? full.slice(basePath.length) : full;
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/_next/')) return false;
  return !(req.headers.accept ?? '').includes('text/event-stream');
}

/**
 * A gate letting `limit` requests through at once, the rest in arrival order. `admit` resolves with a `release` to
 * call once the request's answer is finished (or its connection gone); calling it twice is harmless.
 * @param {number} limit
 */
export function createAdmissionGate(limit) {
  /** @type {(() => void)[]} */
  const waiting = [];
  let active = 0;
  const next = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else active -= 1;
  };
  return {
    /** @returns {Promise<() => void>} */
    admit() {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        next();
      };
      if (active < limit) {
        active += 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
    /** Requests rendering now, and waiting. */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}

/** How long one render may hold its slot: one stuck on something gives it up rather than shrink the gate for good. */
export const RENDER_SLOT_MAX_MS = 10_000;

/**
 * Waits for a slot for a page request and frees it once the answer's headers go out (a streamed or large answer
 * then flows at the visitor's pace without holding it), when the visitor leaves, or after RENDER_SLOT_MAX_MS.
 * Resolves false when the visitor left while queued (nothing to render for).
 * @param {ReturnType<typeof createAdmissionGate>} gate
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function waitForRenderSlot(gate, req, res) {
  const release = await gate.admit();
  const timer = setTimeout(release, RENDER_SLOT_MAX_MS);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    release();
  };
  const writeHead = res.writeHead;
  // Node's implicit headers (a first write or end without writeHead) go through writeHead as well.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function writeHeadReleasing(/** @type {any[]} */ ...args) {
      done();
      return writeHead.apply(res, /** @type {any} */ (args));
    }
  );
  res.once('close', done);
  if (res.destroyed || req.socket.destroyed) {
    done();
    return false;
  }
  return true;
}

/**
 * The gate's size from RENDER_CONCURRENCY: a whole number from 0 (no gate) to 1000, default 8.
 * @param {string | undefined} value
 */
export function renderConcurrency(value) {
  if (value === undefined || value.trim() === '') return 8;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 1000)
    throw new Error(`RENDER_CONCURRENCY must be a whole number from 0 to 1000, got "${value}"`);
  return parsed;
}

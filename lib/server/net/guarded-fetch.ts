import 'server-only';
import { lookup } from 'node:dns/promises';
import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { outboundAllowHosts } from './allow-hosts';
import { OutboundError, type OutboundRefusal } from './outbound-error';
import { isPublicAddress } from './public-address';

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardedRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Name resolution, TCP and TLS of each hop. */
  connectTimeoutMs?: number;
  /** The whole exchange: every hop, the headers and the last byte of the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Seams for tests and the operator: the resolver, the trusted hosts (else OUTBOUND_ALLOW_HOSTS), a CA. */
  resolve?: Resolver;
  allowHosts?: ReadonlySet<string>;
  ca?: string | Buffer;
}

export const OUTBOUND_DEFAULTS = {
  connectTimeoutMs: 5_000,
  timeoutMs: 30_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
} as const;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([204, 205, 304]);
const CREDENTIALS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * fetch for URLs a customer gave (a third-party model, a webhook): https only; the host's every address must be
 * public (unless the operator trusts the host), and the address checked is the one connected to — no second
 * resolution a rebinding name could answer differently; redirects are followed by hand through the same checks;
 * connect and total timeouts and a size cap hold while the body streams. Fails with an `OutboundError`, or the
 * signal's reason when the caller aborts.
 */
export async function guardedFetch(input: string | URL, init: GuardedRequest = {}): Promise<Response> {
  const options = { ...OUTBOUND_DEFAULTS, ...definedOnly(init) };
  const allowHosts = init.allowHosts ?? outboundAllowHosts();
  const resolve = init.resolve ?? systemResolver;
  init.signal?.throwIfAborted();

  // One controller ends everything: the caller's abort and the total timeout both land on it.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(init.signal!.reason);
  init.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const totalTimer = setTimeout(() => controller.abort(new OutboundError('timeout')), options.timeoutMs);
  const release = () => {
    clearTimeout(totalTimer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  };

  try {
    let url = httpsUrl(input, 'scheme');
    let method = init.method ?? 'GET';
    let body = init.body;
    let headers: Record<string, string> = { ...lowerCased(init.headers) };
    for (let hop = 0; ; hop++) {
      const address = await checkedAddress(url, hop === 0 ? 'privateAddress' : 'redirectPrivate', {
        resolve,
        allowHosts,
        signal: controller.signal,
        timeoutMs: options.connectTimeoutMs,
      });
      const { request, response } = await exchange(
        url,
        address,
        { method, headers, body, ...options },
        controller,
      );
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        request.destroy();
        if (hop >= options.maxRedirects) throw new OutboundError('tooManyRedirects');
        const next = httpsUrl(new URL(location, url), 'scheme');
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        if (next.origin !== url.origin)
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => !CREDENTIALS.includes(name)),
          );
        url = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        request.destroy();
        throw new OutboundError('badStatus', status);
      }
      if (Number(response.headers['content-length']) > options.maxBytes) {
        request.destroy();
        throw new OutboundError('tooLarge');
      }
      const stream = NULL_BODY.has(status)
        ? null
        : bodyStream(request, response, options.maxBytes, controller.signal, release);
      if (!stream) {
        request.destroy();
        release();
      }
      return new Response(stream, { status, headers: responseHeaders(response) });
    }
  } catch (error) {
    release();
    throw failure(error, controller.signal);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function lowerCased(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function httpsUrl(input: string | URL, reason: OutboundRefusal): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError(reason);
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password)
    throw new OutboundError(reason);
  return url;
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

async function checkedAddress(
  url: URL,
  reason: OutboundRefusal,
  {
    resolve,
    allowHosts,
    signal,
    timeoutMs,
  }: { resolve: Resolver; allowHosts: ReadonlySet<string>; signal: AbortSignal; timeoutMs: number },
): Promise<ResolvedAddress> {
  const host = bare(url.hostname);
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await abortable(resolve(host), signal, timeoutMs);
    } catch (error) {
      if (signal.aborted || error instanceof OutboundError) throw error;
      throw new OutboundError('unreachable');
    }
  }
  const [pinned] = addresses;
  if (!pinned) throw new OutboundError('unreachable');
  if (!allowHosts.has(host) && addresses.some(({ address }) => !isPublicAddress(address)))
    throw new OutboundError(reason);
  return pinned;
}

/** A name resolution counts against the connect timeout, and the caller's abort ends it. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    const timer = setTimeout(() => reject(new OutboundError('timeout')), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/** The socket connects to the address that was checked, whatever the name would resolve to now. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

interface ExchangeOptions {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  connectTimeoutMs: number;
  ca?: string | Buffer;
}

function exchange(
  url: URL,
  address: ResolvedAddress,
  { method, headers, body, connectTimeoutMs, ca }: ExchangeOptions,
  controller: AbortController,
): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  const host = bare(url.hostname);
  const outgoing: OutgoingHttpHeaders = { ...headers, host: url.host };
  if (body !== undefined) outgoing['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const request = httpsRequest({
      hostname: host,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method,
      headers: outgoing,
      servername: isIP(host) ? undefined : host,
      lookup: pinnedLookup(address),
      agent: false,
      ca,
    });
    const connectTimer = setTimeout(() => request.destroy(new OutboundError('timeout')), connectTimeoutMs);
    const onAbort = () => request.destroy(controller.signal.reason);
    if (controller.signal.aborted) onAbort();
    controller.signal.addEventListener('abort', onAbort, { once: true });
    request.once('close', () => {
      clearTimeout(connectTimer);
      controller.signal.removeEventListener('abort', onAbort);
    });
    request.once('socket', (socket) => socket.once('secureConnect', () => clearTimeout(connectTimer)));
    // Kept for the request's life: an error after the response (an abort) would otherwise be unhandled.
    request.on('error', reject);
    request.once('response', (response) => {
      response.on('error', () => {});
      resolve({ request, response });
    });
    request.end(body);
  });
}

/** The body as it arrives, counted against the cap; cancelling it closes the connection at once. */
function bodyStream(
  request: ClientRequest,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  release: () => void,
): ReadableStream<Uint8Array> {
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await chunks.next();
          if (done) {
            release();
            controller.close();
            return;
          }
          received += value.byteLength;
          if (received > maxBytes) throw new OutboundError('tooLarge');
          controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          release();
          request.destroy();
          controller.error(failure(error, signal));
        }
      },
      cancel() {
        release();
        request.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function responseHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function failure(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return signal.reason;
  return new OutboundError('unreachable');
}

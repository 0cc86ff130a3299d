// Where the client's address comes from. Route handlers never see the socket, and `next start` writes the socket's
// address into X-Forwarded-For only when the request carries none, so a client talking to it could name any address
// and slip past every per-IP limit. scripts/serve.mjs, the server behind `npm start` and `npm run serve`, rewrites
// the header from the socket before Next sees it; lib/server/http/client-ip.ts reads the result. Plain JavaScript:
// the server script imports it without a build.

/** TRUST_PROXY: how many reverse proxies in front of the app append to X-Forwarded-For. Unset or invalid: none. */
export function trustedProxyCount(value) {
  return /^\s*\d+\s*$/.test(value ?? '') ? Number.parseInt(value, 10) : 0;
}

/** True when TRUST_PROXY is unset, empty or a whole number (start-up refuses anything else). */
export function isValidTrustProxy(value) {
  return value === undefined || value.trim() === '' || /^\s*\d+\s*$/.test(value);
}

/**
 * Rewrites a Node request's headers (lower-case names) before Next sees them. Without trusted proxies the socket
 * is the client: X-Forwarded-For becomes its address alone, whatever the client sent. Behind trusted proxies the
 * socket is the nearest proxy: its address is appended, as each proxy appended the one before it. X-Real-IP goes
 * either way: nothing of ours sets it, so only a client could have.
 */
export function rewriteForwardedFor(headers, socketAddress, trustProxy) {
  const received = trustedProxyCount(trustProxy) > 0 ? headers['x-forwarded-for'] : undefined;
  const chain = [received].flat().filter(Boolean);
  // A socket already closed has no address; a placeholder keeps the proxies' entries where they are counted.
  chain.push(socketAddress || 'unknown');
  headers['x-forwarded-for'] = chain.join(', ');
  delete headers['x-real-ip'];
  return headers;
}

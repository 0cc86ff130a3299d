import type { IncomingHttpHeaders } from 'node:http';

export declare function trustedProxyCount(value: string | undefined): number;
export declare function isValidTrustProxy(value: string | undefined): boolean;
export declare function rewriteForwardedFor(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustProxy: string | undefined,
): IncomingHttpHeaders;

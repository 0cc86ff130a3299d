import 'server-only';

export const OUTBOUND_REFUSALS = [
  /** Not an https URL (or a redirect to one that is not). */
  'scheme',
  /** The host is, or resolves to, an address that is not public. */
  'privateAddress',
  /** A redirect led to an address that is not public. */
  'redirectPrivate',
  'tooManyRedirects',
  /** The connection, or the whole exchange, took longer than allowed. */
  'timeout',
  /** The response is larger than allowed. */
  'tooLarge',
  /** The server answered with a status other than 2xx. */
  'badStatus',
  /** The name does not resolve, or the connection failed or broke. */
  'unreachable',
] as const;
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];

/**
 * Why an outbound request to a customer's URL failed. The message names the reason only: neither the addresses a
 * name resolved to nor the lower layers' errors reach whoever reads it.
 */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly reason: OutboundRefusal,
    /** The upstream status, for `badStatus`. */
    readonly status?: number,
  ) {
    super(
      status === undefined
        ? `outbound request failed: ${reason}`
        : `outbound request failed: ${reason} ${status}`,
    );
  }
}

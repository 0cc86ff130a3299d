import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare function createAppServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  trustProxy?: string,
  renderLimit?: number,
): Server;

export declare const KEEP_ALIVE_MS: number;

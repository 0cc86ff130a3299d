import 'server-only';
import pino from 'pino';

/** The server's one logger. LOG_LEVEL (default info; the tests use silent) sets what is written. */
export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
});

import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';

export const newSessionId = (): string => randomUUID();

/** 7 random bytes are 10 URL-safe characters (56 bits): short enough to type, too many to guess. */
export const newShareCode = (): string => randomBytes(7).toString('base64url');

import { createHash } from 'node:crypto';

/** What a stored vector is labelled with: the phrasing's text, so an edited phrasing has none until re-embedded. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

import 'server-only';
import {
  corpOfApp,
  embedOriginsOfOwner,
  hostedExperienceStamp,
  hostedPageTexts,
  type HostedPageTexts,
} from '@/features/deploy/server/experience/hosted';
import { corpOfSession, sessionStamp } from '@/features/sessions/server/sessions/owner-lookups';
import type { RuntimeTarget } from '@/lib/routing/runtime-target';
import { getDb, type Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

// A runtime page's corporation, from the key the page names (sessions area: share code or session id; deployment
// area: application), joined to what that corporation set for its hosted pages in one statement.

const ownerOf = (db: Db, { kind, key }: RuntimeTarget) =>
  kind === 'app'
    ? corpOfApp(db, key)
    : corpOfSession(db, kind === 'share' ? { shareCode: key } : { id: key });

/**
 * The sites the page's corporation lets frame it (proxy.ts puts them in frame-ancestors). None when the target is
 * unknown or the lookup fails: the page is then framed by the site alone, never by more.
 */
export async function embedOriginsOfPage(target: RuntimeTarget): Promise<string[]> {
  try {
    const db = await getDb();
    return await embedOriginsOfOwner(db, ownerOf(db, target));
  } catch (error) {
    log.warn({ err: error, target: target.kind }, 'embed origins lookup failed: framed by the site alone');
    return [];
  }
}

/** The hosted experience the page's corporation saved, or null. */
export const hostedTextsOfPage = (db: Db, target: RuntimeTarget): Promise<HostedPageTexts | null> =>
  hostedPageTexts(db, ownerOf(db, target));

/**
 * The stamp of what a share link or a published session's page shows (lib/server/cache/stamped-cache.ts): the
 * session's and its corporation's hosted experience's. Null when the session is not there.
 */
export async function runtimePageStamp(
  db: Db,
  target: RuntimeTarget & { kind: 'share' | 'session' },
): Promise<string | null> {
  const [session, hosted] = await Promise.all([
    sessionStamp(db, target.kind === 'share' ? { shareCode: target.key } : { id: target.key }),
    hostedExperienceStamp(db, ownerOf(db, target)),
  ]);
  return session === null ? null : `${session}|${hosted}`;
}

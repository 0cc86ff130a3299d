import 'server-only';
import {
  corpOfApp,
  embedOriginsOfOwner,
  hostedPageTexts,
  type HostedPageTexts,
} from '@/features/deploy/server/experience/hosted';
import { findServingApp } from '@/features/deploy/server/applications/app-start';
import {
  corpOfSession,
  sessionStamp,
  sessionStanding,
} from '@/features/sessions/server/sessions/owner-lookups';
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
 * The HTTP status of a runtime page with nothing to talk to, or null while it has one: 404 when its target is not
 * there (a deleted session, an unknown share code or application), 410 when it is there but offline (an unpublished
 * session, an application whose session is offline or gone, or whose resource period is over). The page itself
 * shows the same clear words either way. A failed lookup leaves the status to the page (200).
 */
export async function deadRuntimePageStatus(target: RuntimeTarget): Promise<404 | 410 | null> {
  try {
    const db = await getDb();
    if (target.kind !== 'app') {
      const standing = await sessionStanding(
        db,
        target.kind === 'share' ? { shareCode: target.key } : { id: target.key },
      );
      return standing === null ? 404 : standing === 'offline' ? 410 : null;
    }
    const app = await findServingApp(db, target.key);
    if (!app) return 404;
    if (!app.active || !app.sessionId) return 410;
    return (await sessionStanding(db, { id: app.sessionId })) === 'published' ? null : 410;
  } catch (error) {
    log.warn({ err: error, target: target.kind }, 'runtime page status lookup failed: answered 200');
    return null;
  }
}

/**
 * The stamp of what a share link or a published session's page shows (lib/server/cache/stamped-cache.ts): the
 * session's alone, since the hosted experience's texts belong to application pages, which are not cached. Null when
 * the session is not there.
 */
export const runtimePageStamp = (db: Db, target: RuntimeTarget & { kind: 'share' | 'session' }) =>
  sessionStamp(db, target.kind === 'share' ? { shareCode: target.key } : { id: target.key });

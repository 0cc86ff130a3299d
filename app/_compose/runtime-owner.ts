import 'server-only';
import {
  corpOfApp,
  embedOriginsOfCorp,
  embedOriginsOfOwner,
  hostedPageTexts,
  type HostedPageTexts,
} from '@/features/deploy/server/experience/hosted';
import { findServingApp } from '@/features/deploy/server/applications/app-start';
import {
  corpOfSession,
  sessionStamp,
  sessionStanding,
  sessionStandingWith,
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

/** The hosted experience the page's corporation saved, or null. */
export const hostedTextsOfPage = (db: Db, target: RuntimeTarget): Promise<HostedPageTexts | null> =>
  hostedPageTexts(db, ownerOf(db, target));

export interface RuntimePageFacts {
  /**
   * The HTTP status of a runtime page with nothing to talk to, or null while it has one: 404 when its target is not
   * there (a deleted session, an unknown share code or application), 410 when it is there but offline (an
   * unpublished session, an application whose session is offline or gone, or whose resource period is over). The
   * page itself shows the same clear words either way.
   */
  deadStatus: 404 | 410 | null;
  /** The sites the page's corporation lets frame it (proxy.ts puts them in frame-ancestors). */
  embedOrigins: string[];
}

/**
 * What the proxy needs of a runtime page on every view, for a share link or a session's page in one statement. A
 * failed lookup leaves the status to the page (200) and lets the site alone frame it, never more.
 */
export async function runtimePageFacts(target: RuntimeTarget): Promise<RuntimePageFacts> {
  try {
    const db = await getDb();
    if (target.kind !== 'app') {
      const found = await sessionStandingWith(
        db,
        target.kind === 'share' ? { shareCode: target.key } : { id: target.key },
        embedOriginsOfCorp,
      );
      if (!found) return { deadStatus: 404, embedOrigins: [] };
      return {
        deadStatus: found.standing === 'offline' ? 410 : null,
        embedOrigins: found.besides ?? [],
      };
    }
    const [app, embedOrigins] = await Promise.all([
      findServingApp(db, target.key),
      embedOriginsOfOwner(db, corpOfApp(db, target.key)),
    ]);
    if (!app) return { deadStatus: 404, embedOrigins };
    if (!app.active || !app.sessionId) return { deadStatus: 410, embedOrigins };
    const standing = await sessionStanding(db, { id: app.sessionId });
    return { deadStatus: standing === 'published' ? null : 410, embedOrigins };
  } catch (error) {
    log.warn(
      { err: error, target: target.kind },
      'runtime page lookup failed: answered 200, framed by the site alone',
    );
    return { deadStatus: null, embedOrigins: [] };
  }
}

/**
 * The stamp of what a share link or a published session's page shows (lib/server/cache/stamped-cache.ts): the
 * session's alone, since the hosted experience's texts belong to application pages, which are not cached. Null when
 * the session is not there.
 */
export const runtimePageStamp = (db: Db, target: RuntimeTarget & { kind: 'share' | 'session' }) =>
  sessionStamp(db, target.kind === 'share' ? { shareCode: target.key } : { id: target.key });

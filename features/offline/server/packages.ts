import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer } from '@/lib/server/http/file-answer';
import type { Identity } from '@/lib/server/http/identity';
import { log } from '@/lib/server/log';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import type { OfflinePackageDto, OfflinePackagesOverview } from '../contract';
import type { OfflineSession } from '../package/contents';
import { buildPackage, OfflineAppMissing } from './package-build';
import { platformPublicJwk } from './platform-key';
import type { OfflinePackagePort, OfflineSessionsPort } from './ports';
import { offlinePackages } from './tables';

// Offline packages of the corporation's published sessions: build one now (a few seconds at most: the app is
// already built, the zip is deflated in memory), list them with whether the session changed since, download one.
// Every query names the caller's corporation: another's ids are not found.

/** Packages kept per session, newest first; older zips are deleted (a device on an old one is told "newer"). */
export const PACKAGES_KEPT = 5;

type PackageRow = typeof offlinePackages.$inferSelect;

const packageDto = (row: PackageRow): OfflinePackageDto => ({
  id: row.id,
  version: row.version,
  language: row.language as OfflinePackageDto['language'],
  size: row.size,
  sha256: row.sha256,
  builtAt: row.builtAt.toISOString(),
});

export async function listPackages(
  db: Db,
  corpId: string,
  sessionsPort: OfflineSessionsPort,
): Promise<OfflinePackagesOverview> {
  const sessions = await sessionsPort.publishedOf(db, corpId);
  const rows =
    sessions.length === 0
      ? []
      : await db
          .select()
          .from(offlinePackages)
          .where(
            and(
              eq(offlinePackages.corpId, corpId),
              inArray(
                offlinePackages.sessionId,
                sessions.map((session) => session.id),
              ),
            ),
          )
          .orderBy(desc(offlinePackages.version));
  return {
    sessions: sessions.map((session) => {
      const packages = rows.filter((row) => row.sessionId === session.id).map(packageDto);
      return { ...session, packages, stale: (packages[0]?.version ?? -1) < session.revision };
    }),
  };
}

export interface PackageBuildPorts {
  sessions: OfflineSessionsPort;
  packages: OfflinePackagePort;
  /** The platform's origin a device of that language activates at and sends transcripts to. */
  origin: (language: OfflinePackageDto['language']) => string;
  /** The prefix the platform is served under (`BASE_PATH`), '' at the root: device calls go to origin + it + /api. */
  basePath: string;
}

export async function buildSessionPackage(
  db: Db,
  identity: Identity,
  sessionId: string,
  ports: PackageBuildPorts,
): Promise<OfflinePackageDto> {
  const found = await ports.sessions.find(db, sessionId);
  if (!found || found.corpId !== identity.corpId) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (!found.published) throw new ApiFailure(ApiCode.conflict, 'offlinePackageNotPublished');
  const read = await ports.packages.read(db, identity.corpId, sessionId);
  if (!read) throw new ApiFailure(ApiCode.conflict, 'offlinePackageNotPublished');
  let built;
  try {
    built = await buildPackage({
      session: read.session,
      version: read.revision,
      builtAt: new Date(),
      platform: {
        origin: ports.origin(read.session.language),
        basePath: ports.basePath,
        // session.json's schema checks it is an Ed25519 key.
        publicJwk: (await platformPublicJwk(db)) as OfflineSession['platform']['publicJwk'],
      },
      tokenize: ports.packages.tokenize,
    });
  } catch (error) {
    if (!(error instanceof OfflineAppMissing)) throw error;
    log.error({ err: error }, 'offline package: the app is not built');
    throw new ApiFailure(ApiCode.notConfigured, 'offlineAppMissing');
  }
  const key = newFileKey('zip');
  await fileStore().put(key, built.bytes, 'application/zip');
  const values = {
    corpId: identity.corpId,
    sessionId,
    version: read.revision,
    language: read.session.language,
    size: built.bytes.byteLength,
    sha256: createHash('sha256').update(built.bytes).digest('hex'),
    storageKey: key,
    builtBy: identity.userId,
    builtAt: new Date(),
  };
  // The same revision built again (a newer app) replaces its package; the old zip goes.
  const [previous] = await db
    .select({ storageKey: offlinePackages.storageKey })
    .from(offlinePackages)
    .where(and(eq(offlinePackages.sessionId, sessionId), eq(offlinePackages.version, read.revision)));
  const [row] = await db
    .insert(offlinePackages)
    .values({ id: randomUUID(), ...values })
    .onConflictDoUpdate({ target: [offlinePackages.sessionId, offlinePackages.version], set: values })
    .returning();
  if (previous) await fileStore().delete(previous.storageKey);
  await dropOldPackages(db, identity.corpId, sessionId);
  return packageDto(row!);
}

async function dropOldPackages(db: Db, corpId: string, sessionId: string) {
  const kept = await db
    .select({ id: offlinePackages.id })
    .from(offlinePackages)
    .where(and(eq(offlinePackages.corpId, corpId), eq(offlinePackages.sessionId, sessionId)))
    .orderBy(desc(offlinePackages.version))
    .limit(PACKAGES_KEPT);
  const dropped = await db
    .delete(offlinePackages)
    .where(
      and(
        eq(offlinePackages.corpId, corpId),
        eq(offlinePackages.sessionId, sessionId),
        notInArray(
          offlinePackages.id,
          kept.map((row) => row.id),
        ),
      ),
    )
    .returning({ storageKey: offlinePackages.storageKey });
  for (const row of dropped) await fileStore().delete(row.storageKey);
}

export async function downloadPackage(db: Db, corpId: string, id: string) {
  const [row] = await db
    .select()
    .from(offlinePackages)
    .where(and(eq(offlinePackages.id, id), eq(offlinePackages.corpId, corpId)));
  const stored = row ? await fileStore().get(row.storageKey) : null;
  if (!row || !stored) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return fileAnswer({
    body: stored.body,
    contentType: 'application/zip',
    filename: `digital-human-offline-v${row.version}.zip`,
  });
}

import 'server-only';
import { withBasePath } from '@/lib/config/base-path';
import type { z } from 'zod';
import { and, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/paging';
import type { SessionDto, SessionSummary, ShareUrl, sessionQueryRequest } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { storedFiles } from '@/lib/server/storage/tables';
import { sessionValues, toSessionDto, toSessionSummary, type SessionRow } from './dto';
import { lookUpReferences } from './references';
import { storedFileUrl } from '@/lib/server/storage/file-url';
import { ensureSample } from './sample';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { toPage } from '@/lib/contract/paging';
import type { SessionCatalogue } from './catalogue-port';

type SessionQuery = z.output<typeof sessionQueryRequest>;

/** Another corporation's session answers exactly like a session that does not exist. */
export async function findOwnSession(db: Db, corpId: string, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.corpId, corpId)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function describeSession(
  db: Db,
  catalogue: SessionCatalogue,
  row: SessionRow,
): Promise<SessionDto> {
  return toSessionDto(row, await lookUpReferences(db, catalogue, row.corpId, sessionValues(row)));
}

export async function getSession(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  id: string,
): Promise<SessionDto> {
  return describeSession(db, catalogue, await findOwnSession(db, corpId, id));
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Uploaded backgrounds of the page's sessions, looked up together: their URLs are their current storage keys. */
async function uploadedBackgroundUrls(db: Db, corpId: string, rows: SessionRow[]) {
  const ids = rows
    .map((row) => sessionValues(row).detailDto.backgroundDto)
    .filter((choice) => choice.type === 'upload')
    .map((choice) => choice.backgroundId);
  if (ids.length === 0) return new Map<string, string>();
  const files = await db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.corpId, corpId), isNull(storedFiles.deletedAt)));
  return new Map(files.map((file) => [file.id, storedFileUrl(file.key)]));
}

export async function querySessions(
  db: Db,
  catalogue: SessionCatalogue,
  corpId: string,
  query: SessionQuery,
): Promise<Page<SessionSummary>> {
  await ensureSample(db, catalogue, corpId);
  const filters: SQL[] = [eq(sessions.corpId, corpId)];
  if (query.keyword) filters.push(ilike(sessions.name, likePattern(query.keyword)));
  if (query.language) filters.push(eq(sessions.language, query.language));
  const where = and(...filters);
  const { rows: found, total } = await selectPage(
    query,
    db
      .select({ row: sessions, total: windowTotal() })
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.updatedAt), desc(sessions.id))
      .$dynamic(),
    () => db.$count(sessions, where),
  );
  const rows = found.map((r) => r.row);
  const urls = await uploadedBackgroundUrls(db, corpId, rows);
  return toPage(
    rows.map((row) =>
      toSessionSummary(row, urls.get(sessionValues(row).detailDto.backgroundDto.backgroundId) ?? null),
    ),
    total,
    query,
  );
}

export async function shareUrl(db: Db, corpId: string, id: string): Promise<ShareUrl> {
  const row = await findOwnSession(db, corpId, id);
  return {
    shareCode: row.shareCode,
    // Under the base path: an API client puts them after the site's origin as they are.
    sharePath: withBasePath(`/p/${row.shareCode}`),
    previewPath: withBasePath(`/preview/${row.id}`),
    userPreviewPath: `/userPreview/${row.id}`,
  };
}

/** The names of those of `ids` that are the corporation's sessions (the deployment area's applications serve one). */
/** The corporation's sessions by name, at most `limit` (for a filter's choices). */
export async function sessionChoices(db: Db, corpId: string, limit = 200) {
  return db
    .select({ id: sessions.id, name: sessions.name })
    .from(sessions)
    .where(eq(sessions.corpId, corpId))
    .orderBy(sessions.name)
    .limit(limit);
}

export async function sessionNames(
  db: Db,
  corpId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, name: sessions.name })
    .from(sessions)
    .where(and(eq(sessions.corpId, corpId), inArray(sessions.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

import 'server-only';
import type { z } from 'zod';
import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/paging';
import type {
  PassageDto,
  KnowledgeFileDto,
  filePassagesRequest,
  fileQueryRequest,
} from '@/features/knowledge/contract';
import { knowledgeFiles, knowledgePassages } from '@/features/knowledge/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ApiLang } from '@/lib/server/http/messages';
import { toFileDto, type FileRow } from './file-dto';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { pageOffset, toPage } from '@/lib/contract/paging';

const own = (corpId: string, fileId: string) =>
  and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.corpId, corpId));

/** Another corporation's document answers exactly like one that does not exist. */
export async function findOwnFile(db: Db, corpId: string, fileId: string): Promise<FileRow> {
  const [row] = await db.select().from(knowledgeFiles).where(own(corpId, fileId));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function getFile(db: Db, corpId: string, fileId: string, lang: ApiLang) {
  return toFileDto(await findOwnFile(db, corpId, fileId), lang);
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The corporation's documents, newest first, by part of the name and by status. */
export async function queryFiles(
  db: Db,
  corpId: string,
  query: z.output<typeof fileQueryRequest>,
  lang: ApiLang,
): Promise<Page<KnowledgeFileDto>> {
  const conditions: SQL[] = [eq(knowledgeFiles.corpId, corpId)];
  if (query.keyword) conditions.push(ilike(knowledgeFiles.name, likePattern(query.keyword)));
  if (query.status) conditions.push(eq(knowledgeFiles.status, query.status));
  const where = and(...conditions);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: knowledgeFiles, total: windowTotal() })
      .from(knowledgeFiles)
      .where(where)
      .orderBy(desc(knowledgeFiles.createdAt), desc(knowledgeFiles.id))
      .$dynamic(),
    () => db.$count(knowledgeFiles, where),
  );
  return toPage(
    rows.map(({ row }) => toFileDto(row, lang)),
    total,
    query,
  );
}

/** A parsed document's passages in document order; one not parsed yet has none to show. */
export async function pageFilePassages(
  db: Db,
  corpId: string,
  query: z.output<typeof filePassagesRequest>,
): Promise<Page<PassageDto>> {
  const file = await findOwnFile(db, corpId, query.fileId);
  if (file.status !== 'done') throw new ApiFailure(ApiCode.conflict, 'fileNotParsed');
  const rows = await db
    .select()
    .from(knowledgePassages)
    .where(eq(knowledgePassages.fileId, file.id))
    .orderBy(asc(knowledgePassages.ordinal))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  // The document's passage count is kept on it: no count to run.
  return toPage(
    rows.map((row) => ({ passageId: row.id, fileId: row.fileId, ordinal: row.ordinal, text: row.text })),
    file.passageCount,
    query,
  );
}

/** The ids that are documents of the corporation, in the order given, each once. */
export async function ownFileIds(db: Db, corpId: string, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.corpId, corpId), inArray(knowledgeFiles.id, [...new Set(fileIds)])));
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(fileIds)].filter((id) => found.has(id));
}

/** The corporation's documents of these ids, in the order given; ids of deleted or foreign files are left out. */
export async function filesByIds(
  db: Db,
  corpId: string,
  fileIds: readonly string[],
  lang: ApiLang,
): Promise<KnowledgeFileDto[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select()
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.corpId, corpId), inArray(knowledgeFiles.id, [...new Set(fileIds)])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(fileIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFileDto(row, lang)] : [];
  });
}

/** Every id given must be a document of the corporation: one that is not answers notFound, like a foreign one. */
export async function requireOwnFiles(db: Db, corpId: string, fileIds: readonly string[]): Promise<string[]> {
  const own = await ownFileIds(db, corpId, fileIds);
  if (own.length !== new Set(fileIds).size) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return own;
}

import 'server-only';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { CHARACTER_PAGE_SIZE } from '../../contract/catalogue';
import {
  portraitCode,
  type DigitalHumanDto,
  type DigitalListRequest,
  type UserModelDto,
} from '../../contract/user-models';
import { ApiCode } from '@/lib/contract/codes';
import type { SessionLanguage } from '@/lib/contract/languages';
import { pageOffset, toPage, type Page, type PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { listCharacters } from '../characters';
import { framingOfRig } from '@/lib/portrait/framing';
import { userModels } from './tables';

type Row = typeof userModels.$inferSelect;

const toDto = (row: Row): UserModelDto => ({
  id: row.id,
  name: row.name,
  gender: row.gender as UserModelDto['gender'],
  languages: row.languages as SessionLanguage[],
  styles: row.styles,
  status: row.status as UserModelDto['status'],
  createdAt: row.createdAt.toISOString(),
});

/** `%`, `_` and `\` typed in a name filter are matched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The corporation's own models, newest first, filtered by name and status. */
export async function queryUserModels(
  db: Db,
  corpId: string,
  query: PageQuery & { name?: string; status?: UserModelDto['status'] },
): Promise<Page<UserModelDto>> {
  const where: SQL[] = [eq(userModels.corpId, corpId)];
  if (query.name) where.push(ilike(userModels.name, likeText(query.name)));
  if (query.status) where.push(eq(userModels.status, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userModels)
      .where(and(...where))
      .orderBy(desc(userModels.createdAt), asc(userModels.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(userModels)
      .where(and(...where)),
  ]);
  return toPage(rows.map(toDto), total?.n ?? 0, query);
}

/** One of the corporation's models; another corporation's is as absent as a missing one. */
export async function userModelDetail(db: Db, corpId: string, id: string): Promise<UserModelDto> {
  const [row] = await db
    .select()
    .from(userModels)
    .where(and(eq(userModels.id, id), eq(userModels.corpId, corpId)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return toDto(row);
}

const matches = (character: DigitalHumanDto, query: DigitalListRequest) => {
  const name = query.name?.toLowerCase();
  return (
    (!name ||
      character.name.zh.toLowerCase().includes(name) ||
      character.name.en.toLowerCase().includes(name)) &&
    (!query.gender || character.gender === query.gender) &&
    (!query.language || character.languages.includes(query.language)) &&
    (!query.style || character.styles.includes(query.style)) &&
    (!query.source || character.source === query.source)
  );
};

/**
 * Every character the corporation may use: the platform's cast on offer (the catalogue's order), then its own models
 * that are ready (newest first). The cast is small and cached, so the two are merged and paged here.
 */
export async function digitalList(
  db: Db,
  corpId: string,
  query: DigitalListRequest,
): Promise<Page<DigitalHumanDto>> {
  const [cast, own] = await Promise.all([
    listCharacters(db, { pageIndex: 1, pageSize: CHARACTER_PAGE_SIZE }),
    db
      .select()
      .from(userModels)
      .where(and(eq(userModels.corpId, corpId), eq(userModels.status, 'ready')))
      .orderBy(desc(userModels.createdAt), asc(userModels.id)),
  ]);
  const all: DigitalHumanDto[] = [
    ...cast.list.map((c) => ({
      source: 'platform' as const,
      code: c.characterCode,
      name: c.name,
      gender: c.gender,
      languages: c.languages,
      styles: c.styles,
    })),
    ...own.map((row) => {
      const model = toDto(row);
      const framing = framingOfRig(row.look);
      return {
        source: 'own' as const,
        code: portraitCode(model.id),
        name: { zh: model.name, en: model.name },
        gender: model.gender,
        languages: model.languages,
        styles: model.styles,
        ...(framing ? { framing } : {}),
      };
    }),
  ];
  const matching = all.filter((c) => matches(c, query));
  const start = pageOffset(query);
  return toPage(matching.slice(start, start + query.pageSize), matching.length, query);
}

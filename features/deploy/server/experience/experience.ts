import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ExperienceValues, HostedExperienceDto } from '@/features/deploy/contract/experience';
import type { Db } from '@/lib/server/db/client';
import { hostedExperiences } from '../tables';

/** What a corporation that never saved its hosted experience starts from: its first session's texts. */
export interface ExperienceStart {
  title: string;
  content: string;
  errorText: string;
}

type Row = typeof hostedExperiences.$inferSelect;

const toDto = (row: Row): HostedExperienceDto => ({
  endUrl: row.endUrl,
  title: row.title,
  content: row.content,
  buttonText: row.buttonText,
  errorText: row.errorText,
  allowedOrigins: row.allowedOrigins,
  saved: true,
  updateTime: row.updatedAt.toISOString(),
});

/** The corporation's hosted experience; until it saves one, `start`'s texts (or blanks) and no embed domain. */
export async function readExperience(
  db: Db,
  corpId: string,
  start: () => Promise<ExperienceStart | null>,
): Promise<HostedExperienceDto> {
  const [row] = await db.select().from(hostedExperiences).where(eq(hostedExperiences.corpId, corpId));
  if (row) return toDto(row);
  const texts = await start();
  return {
    endUrl: '',
    title: texts?.title ?? '',
    content: texts?.content ?? '',
    buttonText: '',
    errorText: texts?.errorText ?? '',
    allowedOrigins: [],
    saved: false,
    updateTime: null,
  };
}

/** Writes the whole hosted experience (one row per corporation); frame-ancestors and SDK checks follow at once. */
export async function saveExperience(
  db: Db,
  corpId: string,
  values: ExperienceValues,
): Promise<HostedExperienceDto> {
  const [row] = await db
    .insert(hostedExperiences)
    .values({ corpId, ...values })
    .onConflictDoUpdate({ target: hostedExperiences.corpId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toDto(row!);
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { hostedExperiences } from '../tables';

/**
 * The https origins the corporation allows to embed its digital humans (its hosted experience's embed domains):
 * they alone may frame the runtime pages and obtain SDK tickets. None until the hosted experience is saved.
 */
export async function allowedOriginsOf(db: Db, corpId: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: hostedExperiences.allowedOrigins })
    .from(hostedExperiences)
    .where(eq(hostedExperiences.corpId, corpId));
  return row?.origins ?? [];
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { notificationPreferences } from './tables';

/** Whether the user wants review outcomes mailed: on unless they switched it off. */
export async function mailWanted(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.mail ?? true;
}

export async function notificationPreference(db: Db, userId: string) {
  return { mail: await mailWanted(db, userId) };
}

export async function setNotificationPreference(db: Db, userId: string, preference: { mail: boolean }) {
  await db
    .insert(notificationPreferences)
    .values({ userId, mail: preference.mail })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { mail: preference.mail } });
  return preference;
}

import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { CertificationState } from '../contract';
import type { Db } from '@/lib/server/db/client';
import { certificationSubmissions } from './tables';

// What other areas may ask of certification, through a port composed in app/_compose (billing: bank transfer and
// concurrency above the trial's need it; the account's user info shows it).

/** True when the corporation's certification was approved. */
export async function isCertified(db: Db, corpId: string): Promise<boolean> {
  const rows = await db
    .select({ id: certificationSubmissions.id })
    .from(certificationSubmissions)
    .where(and(eq(certificationSubmissions.corpId, corpId), eq(certificationSubmissions.status, 'verified')))
    .limit(1);
  return rows.length > 0;
}

export type CertifiedOf = typeof isCertified;

/** The state and the contact the newest submission named, for the account's basics. */
export async function certificationSummary(db: Db, corpId: string) {
  const [newest] = await db
    .select({
      status: certificationSubmissions.status,
      name: certificationSubmissions.authenticatorName,
      phone: certificationSubmissions.contactPhone,
    })
    .from(certificationSubmissions)
    .where(eq(certificationSubmissions.corpId, corpId))
    .orderBy(desc(certificationSubmissions.createdAt), desc(certificationSubmissions.id))
    .limit(1);
  return {
    state: (newest?.status ?? 'unverified') as CertificationState,
    contact: newest ? { name: newest.name, phone: newest.phone } : null,
  };
}

/** The certified company (its name and credit code) for an invoice's title and taxpayer id; null if not certified. */
export async function certifiedCompany(
  db: Db,
  corpId: string,
): Promise<{ name: string; creditCode: string } | null> {
  const [row] = await db
    .select({ name: certificationSubmissions.companyName, creditCode: certificationSubmissions.creditCode })
    .from(certificationSubmissions)
    .where(and(eq(certificationSubmissions.corpId, corpId), eq(certificationSubmissions.status, 'verified')))
    .orderBy(desc(certificationSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}

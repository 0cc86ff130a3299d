import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { CONTROL_CHARACTERS } from '@/lib/contract/control-characters';
import { audit, userActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { newFileKey } from '@/lib/server/storage/file-key';
import { checkScan, scanTooLarge } from '@/lib/server/storage/scan-check';
import { fileStore } from '@/lib/server/storage/store';
import {
  LICENCE_MAX_BYTES,
  type CertificationFields,
  type CertificationState,
  type MyCertification,
} from '../contract';
import { licenceResponse } from './licence-file';
import { toSubmission } from './submission-rows';
import { certificationSubmissions } from './tables';

// The customer's side of certification: submit the form with the licence, read the state and history, read the
// licence back. The corporation comes from the token, never from the request.

/** The multipart body: the licence and the form's few fields. */
export const LICENCE_UPLOAD_BODY: MultipartOptions = {
  maxBytes: LICENCE_MAX_BYTES + 16 * 1024,
  tooLarge: scanTooLarge(LICENCE_MAX_BYTES),
};

/** A person submits a few times at most; a script filling the disk with licences is stopped early. */
const SUBMIT_LIMITS = [{ keyPrefix: 'certification:user:1d', points: 20, duration: 86_400 }];

interface Owner {
  userId: string;
  corpId: string;
}

/** The corporation's submissions, newest first. */
const submissionsOf = (db: Db, corpId: string) =>
  db
    .select()
    .from(certificationSubmissions)
    .where(eq(certificationSubmissions.corpId, corpId))
    .orderBy(desc(certificationSubmissions.createdAt), desc(certificationSubmissions.id));

/** The state of spec §4: the newest submission's status, or unverified when there is none. */
export async function myCertification(db: Db, corpId: string): Promise<MyCertification> {
  const rows = await submissionsOf(db, corpId);
  const [current, ...history] = rows.map(toSubmission);
  const state: CertificationState = current?.status ?? 'unverified';
  return { state, current: current ?? null, history };
}

const displayName = (sent: string, extension: string) =>
  sent.split(/[\\/]/).pop()!.replace(new RegExp(CONTROL_CHARACTERS, 'g'), '').trim().slice(0, 200) ||
  `licence.${extension}`;

/**
 * A new submission: the licence checked by its content and stored privately, then the row. Refused while one is in
 * review (wait for the reviewer) or once verified (the certified company is the account's; a change of company is
 * a request to support, who can see the history).
 */
export async function submitCertification(
  db: Db,
  owner: Owner,
  input: CertificationFields & { file: File },
  requestId: string,
) {
  await refuseWhileOpen(db, owner.corpId);
  await consumeAll(SUBMIT_LIMITS.map((spec) => [spec, owner.userId]));
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const scan = await checkScan(bytes, LICENCE_MAX_BYTES);
  const key = newFileKey(scan.extension);
  await fileStore().put(key, bytes, scan.mimeType);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(certificationSubmissions)
        .values({
          id: randomUUID(),
          corpId: owner.corpId,
          userId: owner.userId,
          companyName: input.companyName,
          creditCode: input.creditCode,
          authenticatorName: input.authenticatorName,
          contactPhone: input.contactPhone,
          licenceKey: key,
          licenceName: displayName(input.file.name, scan.extension),
          licenceMimeType: scan.mimeType,
          licenceSize: bytes.byteLength,
        })
        .onConflictDoNothing()
        .returning();
      // A parallel submission of the same corporation got its row in first (the partial unique index).
      if (!inserted) throw new ApiFailure(ApiCode.conflict, 'certificationInReview');
      await audit(tx, {
        actor: userActor(owner),
        corpId: owner.corpId,
        action: 'certification.submit',
        object: { type: 'certification', id: inserted.id },
        after: { status: 'submitted', companyName: inserted.companyName, creditCode: inserted.creditCode },
        requestId,
      });
      return inserted;
    });
    return toSubmission(row);
  } catch (error) {
    await fileStore()
      .delete(key)
      .catch(() => {});
    throw error;
  }
}

async function refuseWhileOpen(db: Db, corpId: string) {
  const [newest] = await submissionsOf(db, corpId).limit(1);
  if (newest?.status === 'submitted') throw new ApiFailure(ApiCode.conflict, 'certificationInReview');
  if (newest?.status === 'verified') throw new ApiFailure(ApiCode.conflict, 'certificationVerified');
}

/** The licence of one of the corporation's own submissions; another corporation's id is not found. */
export async function myLicence(db: Db, corpId: string, id: string) {
  const [row] = await db
    .select()
    .from(certificationSubmissions)
    .where(and(eq(certificationSubmissions.id, id), eq(certificationSubmissions.corpId, corpId)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return licenceResponse(row);
}

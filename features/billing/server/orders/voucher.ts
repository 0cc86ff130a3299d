import 'server-only';
import { VOUCHER_MAX_BYTES } from '@/features/billing/contract';
import { CONTROL_CHARACTERS } from '@/lib/contract/control-characters';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer } from '@/lib/server/http/file-answer';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { log } from '@/lib/server/log';
import { newFileKey } from '@/lib/server/storage/file-key';
import { checkScan, scanTooLarge } from '@/lib/server/storage/scan-check';
import { readBytes } from '@/lib/server/storage/file-store';
import { fileStore } from '@/lib/server/storage/store';
import { mailOrder } from '../order-mail';
import type { CertificationPort } from '../ports';
import { lockOrder, notPayable, ownOrder, transition, type OrderRow } from './order-rows';

// A bank transfer's voucher: a jpg, png or pdf of at most 10 MB, known by its content (never its name or the
// client's claim), stored privately — only the order's corporation and operators read it back. Uploading moves
// the order to review; after a rejection a new voucher replaces the old one and the order is reviewed again.

/** A voucher is a scan like a business licence: the storage module's check by content decides, then its size. */
export const VOUCHER_UPLOAD_BODY: MultipartOptions = {
  maxBytes: VOUCHER_MAX_BYTES + 16 * 1024,
  tooLarge: scanTooLarge(VOUCHER_MAX_BYTES),
};

export async function checkVoucher(bytes: Uint8Array) {
  const scan = await checkScan(bytes, VOUCHER_MAX_BYTES);
  return { extension: scan.extension, contentType: scan.mimeType };
}

const displayName = (sent: string, extension: string) =>
  sent.split(/[\\/]/).pop()!.replace(new RegExp(CONTROL_CHARACTERS, 'g'), '').trim().slice(0, 200) ||
  `voucher.${extension}`;

export async function uploadVoucher(
  db: Db,
  owner: { userId: string; corpId: string },
  input: { orderNo: string; file: File },
  certification: CertificationPort,
  now = new Date(),
) {
  const order = await ownOrder(db, owner.corpId, input.orderNo);
  if (!(await certification.isCertified(db, owner.corpId)))
    throw new ApiFailure(ApiCode.certificationRequired, 'certificationRequired');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = await checkVoucher(bytes);
  const key = newFileKey(type.extension);
  await fileStore().put(key, bytes, type.contentType);
  let replaced: string | null = null;
  let updated: OrderRow;
  try {
    updated = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked.payMethod !== 'transfer') throw notPayable(locked.status, 'orderNotTransfer');
      if (locked.status === 'pending' && locked.expiresAt && locked.expiresAt <= now)
        throw notPayable('expired');
      replaced = locked.voucherKey;
      return transition(
        tx,
        locked,
        ['pending', 'rejected'],
        'reviewing',
        { actor: 'customer', actorId: owner.userId },
        {
          voucherKey: key,
          voucherName: displayName(input.file.name, type.extension),
          voucherType: type.contentType,
          voucherSize: bytes.byteLength,
          voucherAt: now,
          expiresAt: null,
        },
      );
    });
  } catch (error) {
    await dropBytes(key);
    throw error;
  }
  if (replaced) await dropBytes(replaced);
  await mailOrder(db, 'voucher', updated);
  return updated;
}

const dropBytes = (key: string) =>
  fileStore()
    .delete(key)
    .catch((error: unknown) => log.warn({ err: error, key }, 'voucher bytes not deleted'));

/** The voucher's bytes as a download, for the order's corporation (by number) or an operator (by id). */
export async function voucherFile(order: OrderRow) {
  if (!order.voucherKey) throw new ApiFailure(ApiCode.notFound, 'noVoucher');
  const stored = await fileStore().get(order.voucherKey);
  if (!stored) throw new ApiFailure(ApiCode.notFound, 'noVoucher');
  return fileAnswer({
    body: await readBytes(stored),
    contentType: order.voucherType ?? 'application/octet-stream',
    filename: `${order.orderNo}-${order.voucherName ?? 'voucher'}`,
  });
}

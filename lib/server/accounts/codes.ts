import 'server-only';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '../api/failure';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'register' | 'reset' | 'login';

interface CodeTarget {
  channel: CodeChannel;
  /** The email address (lower-cased) or mobile number. */
  target: string;
  purpose: CodePurpose;
}

export const CODE_TTL_MINUTES: Record<CodeChannel, number> = { email: 10, sms: 5 };
/** Wrong guesses a code survives before it is void. */
const MAX_ATTEMPTS = 5;

const hashCode = (code: string, { channel, target, purpose }: CodeTarget) =>
  createHash('sha256').update(`${channel}:${purpose}:${target}:${code}`).digest();

/** A fresh six-digit code; any earlier unused code for the same address and purpose stops working. */
export async function issueCode(db: Db, target: CodeTarget, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(...matches(target), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      id: randomUUID(),
      ...target,
      codeHash: hashCode(code, target).toString('hex'),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES[target.channel] * 60_000),
      createdAt: now,
    });
  });
  return code;
}

const matches = ({ channel, target, purpose }: CodeTarget) => [
  eq(verificationCodes.channel, channel),
  eq(verificationCodes.target, target),
  eq(verificationCodes.purpose, purpose),
];

/** Uses up the code when it is right and alive; otherwise counts the attempt and answers 42202. */
export async function consumeCode(db: Db, target: CodeTarget, code: string, field: string, now = new Date()) {
  const invalid = new ApiFailure(ApiCode.codeInvalid, 'codeInvalid', {
    data: { fields: [{ field, message: 'codeInvalid' }] },
  });
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(...matches(target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) throw invalid;
  const right = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(code.trim(), target));
  if (!right) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw invalid;
  }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length !== 1) throw invalid;
}

import 'server-only';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { verificationCodes } from '@/features/accounts/server/tables';
import { consumeCodeAttempt } from './code-attempt-limits';

export type CodeChannel = 'email' | 'sms';
/** A bind code names the account that asked for it, so only that account can use it. */
export type CodePurpose = 'register' | 'reset' | 'login' | `bind:${string}`;

interface CodeTarget {
  channel: CodeChannel;
  /** The email address (lower-cased) or mobile number. */
  target: string;
  purpose: CodePurpose;
}

export const CODE_TTL_MINUTES: Record<CodeChannel, number> = { email: 10, sms: 5 };
/** Attempts a code takes, right or wrong: after five wrong guesses it is void. */
export const CODE_MAX_ATTEMPTS = 5;

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

/** The address's latest code took its last wrong guess: it can never be used, so a new one may go out at once. */
export async function isCodeBurnt(db: Db, target: CodeTarget): Promise<boolean> {
  const [latest] = await db
    .select({ attempts: verificationCodes.attempts, consumedAt: verificationCodes.consumedAt })
    .from(verificationCodes)
    .where(and(...matches(target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return latest !== undefined && latest.consumedAt === null && latest.attempts >= CODE_MAX_ATTEMPTS;
}

interface CodeAttempt {
  /** The request field the code came in, named in the 42202 answer. */
  field: string;
  ip: string;
}

/**
 * Uses up the code when it is right and alive; otherwise answers 42202. Every step that decides is one statement, so
 * parallel requests cannot share a read: the attempt is counted before the code is compared, and of two right
 * answers only the one that marks the code used succeeds.
 */
export async function consumeCode(
  db: Db,
  target: CodeTarget,
  code: string,
  { field, ip }: CodeAttempt,
  now = new Date(),
) {
  const invalid = new ApiFailure(ApiCode.codeInvalid, 'codeInvalid', {
    data: { fields: [{ field, message: 'codeInvalid' }] },
  });
  await consumeCodeAttempt(target.channel, target.target, ip);
  const [latest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(...matches(target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest) throw invalid;
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  if (!counted) throw invalid;
  if (!timingSafeEqual(Buffer.from(counted.codeHash, 'hex'), hashCode(code.trim(), target))) throw invalid;
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length !== 1) throw invalid;
}

import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql, lt } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { OperatorLoginStep, OperatorMe } from '@/features/operator/contract';
import { ApiCode } from '@/lib/contract/codes';
import { ROLE_PERMISSIONS, isOperatorRole } from '@/lib/contract/operator-permissions';
import { audit } from '@/lib/server/audit/audit';
import { decoyHash, verifyPassword } from '@/lib/server/auth/passwords';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { withEffects } from '@/lib/server/http/response-effects';
import type { OperatorIdentity } from '@/lib/server/operator/identity';
import {
  OPERATOR_COOKIE,
  OPERATOR_SESSION_TTL_SECONDS,
  operatorCookieOptions,
  operatorSealPassword,
  sealOperatorCookie,
  sha256,
} from '@/lib/server/operator/session-cookie';
import { operatorSessions, operators } from '@/lib/server/operator/tables';
import { limitFailure, limiter, type LimiterSpec } from '@/lib/server/rate-limit/limiters';
import { normalizeEmail } from './operators';

// An operator signs in in two steps: the password answers a short-lived sealed ticket, and the ticket with a code
// from the authenticator app opens a session (the operator cookie). At the first sign-in the password step hands
// out a new TOTP secret and its QR code instead, and the first good code enrols it. Every attempt of either step
// takes a point of the same limits before it is checked; a success gives the points back.

export const operatorLoginLimits = {
  perAccountIp: { keyPrefix: 'operator-login:account-ip', points: 5, duration: 15 * 60 },
  perIp: { keyPrefix: 'operator-login:ip', points: 50, duration: 3600, blockDuration: 15 * 60 },
} satisfies Record<string, LimiterSpec>;

const TICKET_PURPOSE = 'operator-login-ticket';
const TICKET_TTL_SECONDS = 10 * 60;
const ISSUER = 'Digital Human Platform · Operators';

interface Ticket {
  purpose: typeof TICKET_PURPOSE;
  operatorId: string;
  /** Enrolment: the secret shown, stored once a code proves the app holds it. */
  enrolSecret?: string;
}

async function takeAttempt(account: string, ip: string) {
  const keys: Array<[LimiterSpec, string]> = [
    [operatorLoginLimits.perAccountIp, `${account}|${ip}`],
    [operatorLoginLimits.perIp, ip],
  ];
  for (const [spec, key] of keys) {
    try {
      await (await limiter(spec)).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitFailure(error, 'loginLocked');
      throw error;
    }
  }
  return async () => {
    for (const [spec, key] of keys) await (await limiter(spec)).reward(key, 1);
  };
}

const wrongCredentials = () => new ApiFailure(ApiCode.validation, 'operatorLoginFailed');

export async function passwordStep(
  db: Db,
  input: { email: string; password: string },
  ip: string,
): Promise<OperatorLoginStep> {
  const email = normalizeEmail(input.email);
  const giveBack = await takeAttempt(email, ip);
  const [operator] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  const ok = await verifyPassword(operator?.passwordHash ?? (await decoyHash()), input.password);
  if (!operator || !ok || operator.disabledAt) throw wrongCredentials();
  await giveBack();
  const seal = (ticket: Ticket) =>
    sealData(ticket, { password: operatorSealPassword(TICKET_PURPOSE), ttl: TICKET_TTL_SECONDS });
  if (operator.totpSecret)
    return { step: 'totp', ticket: await seal({ purpose: TICKET_PURPOSE, operatorId: operator.id }) };
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: operator.email, secret });
  return {
    step: 'enrol',
    ticket: await seal({ purpose: TICKET_PURPOSE, operatorId: operator.id, enrolSecret: secret }),
    secret,
    otpauthUri,
    qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }),
  };
}

async function openTicket(ticket: string): Promise<Ticket> {
  try {
    const data = await unsealData<Partial<Ticket>>(ticket, {
      password: operatorSealPassword(TICKET_PURPOSE),
      ttl: TICKET_TTL_SECONDS,
    });
    if (data.purpose === TICKET_PURPOSE && typeof data.operatorId === 'string') return data as Ticket;
  } catch {
    // falls through: an expired or forged ticket
  }
  throw new ApiFailure(ApiCode.validation, 'operatorTicketExpired');
}

export async function totpStep(
  db: Db,
  input: { ticket: string; code: string },
  meta: { ip: string; requestId: string },
) {
  const ticket = await openTicket(input.ticket);
  const giveBack = await takeAttempt(ticket.operatorId, meta.ip);
  const [operator] = await db.select().from(operators).where(eq(operators.id, ticket.operatorId)).limit(1);
  if (!operator || operator.disabledAt) throw wrongCredentials();
  const secret = operator.totpSecret ?? ticket.enrolSecret;
  if (!secret) throw new ApiFailure(ApiCode.validation, 'operatorTicketExpired');
  const lastStep = operator.totpLastStep ? Number(operator.totpLastStep) : undefined;
  // One period either way for clocks a little off; a code already used does not open a second session.
  const result = await verify({
    secret,
    token: input.code,
    epochTolerance: 30,
    ...(lastStep !== undefined ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // The TOTP result carries its time step (the HOTP one of the same union does not).
  const timeStep = result.valid && 'timeStep' in result ? result.timeStep : null;
  if (timeStep === null) throw new ApiFailure(ApiCode.validation, 'operatorCodeWrong');
  await giveBack();
  const sessionId = randomUUID();
  const cookieSecret = randomBytes(32).toString('base64url');
  const enrolling = !operator.totpSecret;
  await db.transaction(async (tx) => {
    // Enrolment stores the secret only if no parallel sign-in stored one first.
    const updated = await tx
      .update(operators)
      .set({ totpSecret: secret, totpLastStep: String(timeStep), lastLoginAt: new Date() })
      .where(
        and(
          eq(operators.id, operator.id),
          enrolling ? isNull(operators.totpSecret) : eq(operators.totpSecret, secret),
          or(isNull(operators.totpLastStep), lt(sql`${operators.totpLastStep}::bigint`, timeStep)),
        ),
      )
      .returning({ id: operators.id });
    if (updated.length === 0) throw new ApiFailure(ApiCode.validation, 'operatorCodeWrong');
    await tx.insert(operatorSessions).values({
      id: sessionId,
      operatorId: operator.id,
      secretHash: sha256(cookieSecret),
      expiresAt: new Date(Date.now() + OPERATOR_SESSION_TTL_SECONDS * 1000),
    });
    await audit(tx, {
      actor: { type: 'operator', id: operator.id },
      action: enrolling ? 'operator.totp-enrol' : 'operator.login',
      object: { type: 'operator', id: operator.id },
      requestId: meta.requestId,
    });
  });
  const sealed = await sealOperatorCookie(sessionId, cookieSecret);
  return withEffects(meOf({ ...operator, role: operator.role }), {
    cookies: [
      {
        name: OPERATOR_COOKIE,
        value: sealed,
        options: { ...operatorCookieOptions(), maxAge: OPERATOR_SESSION_TTL_SECONDS - 60 },
      },
    ],
  });
}

function meOf(operator: { id: string; email: string; role: string }): OperatorMe {
  const role = isOperatorRole(operator.role) ? operator.role : 'support';
  return {
    operatorId: operator.id,
    email: operator.email,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

export const operatorMe = (operator: OperatorIdentity): OperatorMe =>
  meOf({ id: operator.operatorId, email: operator.email, role: operator.role });

export async function operatorLogout(db: Db, operator: OperatorIdentity) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(eq(operatorSessions.id, operator.sessionId));
  return withEffects(null, {
    cookies: [{ name: OPERATOR_COOKIE, value: '', options: { ...operatorCookieOptions(), maxAge: 0 } }],
  });
}

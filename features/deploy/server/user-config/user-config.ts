import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  DEPLOYMENT_PATHS,
  type DeploymentPath,
  type UserConfigCheckDto,
  type UserConfigDto,
  type UserConfigMissing,
} from '@/features/deploy/contract/user-config';
import type { Db } from '@/lib/server/db/client';
import { applications, hostedExperiences, tenantSettings } from '../tables';

// Reads what the deployment area keeps per corporation (tenant_settings, hosted_experiences, applications) in one
// place. Published sessions are the sessions area's: the route composes that count in.

/** The account-wide configuration; `publishedSessions` comes from the sessions area. */
export async function readUserConfig(
  db: Db,
  corpId: string,
  publishedSessions: number,
): Promise<UserConfigDto> {
  const [[settings], [experience], [apps], [serving]] = await Promise.all([
    db.select().from(tenantSettings).where(eq(tenantSettings.corpId, corpId)),
    db.select().from(hostedExperiences).where(eq(hostedExperiences.corpId, corpId)),
    db.select({ n: count() }).from(applications).where(eq(applications.corpId, corpId)),
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.corpId, corpId), isNotNull(applications.conversationId))),
  ]);
  return {
    callbackUrl: settings?.callbackUrl ?? null,
    signingSecret: { set: Boolean(settings?.webhookSecret), hint: settings?.webhookSecretHint ?? null },
    tenantSecret: {
      set: Boolean(settings?.jwtSecret),
      hint: settings?.jwtSecretHint ?? null,
      rotatedAt: settings?.jwtSecretRotatedAt?.toISOString() ?? null,
    },
    hostedExperience: {
      saved: Boolean(experience),
      endUrl: experience?.endUrl ?? '',
      allowedOrigins: experience?.allowedOrigins ?? [],
    },
    applications: { total: apps?.n ?? 0, serving: serving?.n ?? 0 },
    publishedSessions,
  };
}

/** What each deployment path needs, read off the configuration. */
export function missingFor(path: DeploymentPath, config: UserConfigDto): UserConfigMissing[] {
  const missing: UserConfigMissing[] = [];
  const needs = (lacking: boolean, code: UserConfigMissing) => lacking && missing.push(code);
  switch (path) {
    case 'shareLink':
      needs(config.publishedSessions === 0, 'publishedSession');
      break;
    case 'sdk':
      needs(config.publishedSessions === 0, 'publishedSession');
      needs(config.applications.serving === 0, 'application');
      needs(config.hostedExperience.allowedOrigins.length === 0, 'allowedOrigin');
      break;
    case 'buildYourOwn':
      needs(config.publishedSessions === 0, 'publishedSession');
      needs(config.applications.serving === 0, 'application');
      needs(!config.tenantSecret.set, 'tenantSecret');
      break;
    case 'webhooks':
      needs(config.callbackUrl === null, 'callbackUrl');
      needs(!config.signingSecret.set, 'signingSecret');
      break;
  }
  return missing;
}

/** Per deployment path (or the one asked for), whether it is ready and what is missing. */
export function checkUserConfig(config: UserConfigDto, only?: DeploymentPath): UserConfigCheckDto {
  const paths = (only ? [only] : DEPLOYMENT_PATHS).map((path) => {
    const missing = missingFor(path, config);
    return { path, ready: missing.length === 0, missing };
  });
  return { ready: paths.every((p) => p.ready), paths };
}

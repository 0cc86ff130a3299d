import { z } from 'zod';

// The account-wide configuration (spec §7 userConfig/query and checkUserConfig): what the deployment area keeps per
// corporation in one answer, and per deployment path what is still missing. Missing items are codes, not prose, so
// the console and an API client translate them themselves.

/** The ways a customer puts a session in front of people (spec §2 deployment). */
export const DEPLOYMENT_PATHS = ['shareLink', 'sdk', 'buildYourOwn', 'webhooks'] as const;
export type DeploymentPath = (typeof DEPLOYMENT_PATHS)[number];

/** What a deployment path can lack. */
export const USER_CONFIG_MISSING = [
  /** No session of the corporation is published: nothing to share, embed or serve. */
  'publishedSession',
  /** No application serves a session (the SDK and build-your-own open conversations through one). */
  'application',
  /** The hosted experience names no origin that may embed the SDK. */
  'allowedOrigin',
  /** No tenant JWT secret: visitor tokens cannot be verified. */
  'tenantSecret',
  /** No callback address: events are not sent. */
  'callbackUrl',
  /** No signing secret: events could not be signed. */
  'signingSecret',
] as const;
export type UserConfigMissing = (typeof USER_CONFIG_MISSING)[number];

export const userConfigDto = z.object({
  /** Where the account's events go; null: none are sent. */
  callbackUrl: z.string().nullable(),
  signingSecret: z.object({ set: z.boolean(), hint: z.string().nullable() }),
  tenantSecret: z.object({ set: z.boolean(), hint: z.string().nullable(), rotatedAt: z.string().nullable() }),
  hostedExperience: z.object({
    /** False until the corporation saves its hosted experience. */
    saved: z.boolean(),
    endUrl: z.string(),
    allowedOrigins: z.array(z.string()),
  }),
  /** Applications, and those that serve a session. */
  applications: z.object({ total: z.number(), serving: z.number() }),
  publishedSessions: z.number(),
});
export type UserConfigDto = z.infer<typeof userConfigDto>;

/** Only one path's check when given; every path otherwise. */
export const checkUserConfigRequest = z.object({ path: z.enum(DEPLOYMENT_PATHS, 'invalid').optional() });

export const userConfigCheckDto = z.object({
  /** True when every checked path is ready. */
  ready: z.boolean(),
  paths: z.array(
    z.object({
      path: z.enum(DEPLOYMENT_PATHS),
      ready: z.boolean(),
      missing: z.array(z.enum(USER_CONFIG_MISSING)),
    }),
  ),
});
export type UserConfigCheckDto = z.infer<typeof userConfigCheckDto>;

export const userConfigPaths = {
  query: '/management/userConfig/query',
  check: '/management/userConfig/checkUserConfig',
} as const;

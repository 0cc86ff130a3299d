import { z } from 'zod';
import { requiredText, textField } from '@/lib/contract/fields';
import { httpsUrlField } from '@/features/sessions/contract';

// The hosted experience (spec §2 older persona screens, §5): what the corporation's hosted pages say at the start,
// on an error and where they go at the end, and which sites may embed its digital humans. One schema for the
// console's form and the handler; messages are keys of `Validation`.

export const EXPERIENCE_TITLE_MAX = 60;
export const EXPERIENCE_CONTENT_MAX = 500;
export const EXPERIENCE_BUTTON_MAX = 40;
export const EXPERIENCE_ERROR_MAX = 200;
export const EMBED_ORIGINS_MAX = 20;
export const EMBED_ORIGIN_INPUT_MAX = 2000;

/**
 * Whether plain-http `localhost` sites (`http://localhost:<port>`, `http://<name>.localhost:<port>`) may embed: a
 * developer's machine and the browser tests. The server decides (EMBED_ALLOW_HTTP_LOCALHOST, or not production) and
 * hands the same answer to the console's form.
 */
export interface EmbedOriginPolicy {
  httpLocalhost: boolean;
}

const HAN = /\p{Script=Han}/u;
/** Host names a CSP source and an Origin header can carry: ASCII labels, no wildcard, no IPv6 literal. */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const LOCALHOST = /^(?:[a-z0-9-]+\.)*localhost$/;

export type EmbedOriginResult =
  { origin: string } | { error: 'urlNoChinese' | 'httpsRequired' | 'originInvalid' };

/**
 * The origin (scheme, host and port, lower-case, default port dropped) of a full https URL a customer gives as an
 * embed domain. Only the origin counts — a framing page and an SDK call are known by their origin alone — so a
 * path, query or fragment is accepted and dropped: `https://Shop.Example.com/help?x=1` is `https://shop.example.com`.
 */
export function embedOriginOf(value: string, policy: EmbedOriginPolicy): EmbedOriginResult {
  if (HAN.test(value)) return { error: 'urlNoChinese' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: 'httpsRequired' };
  }
  const local = policy.httpLocalhost && url.protocol === 'http:' && LOCALHOST.test(url.hostname);
  if (url.protocol !== 'https:' && !local) return { error: 'httpsRequired' };
  if (url.username || url.password || !HOST.test(url.hostname)) return { error: 'originInvalid' };
  return { origin: url.origin };
}

export const embedOriginField = (policy: EmbedOriginPolicy) =>
  textField()
    .min(1, 'required')
    .max(EMBED_ORIGIN_INPUT_MAX, 'tooLong')
    .transform((value, ctx) => {
      const result = embedOriginOf(value, policy);
      if ('origin' in result) return result.origin;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    });

/** Saves the corporation's hosted experience (all of it: a missing list means no embed domain). */
export const experienceSaveRequest = (policy: EmbedOriginPolicy) =>
  z.object({
    /** Spec §5: required, https, no Chinese characters. */
    endUrl: httpsUrlField,
    title: requiredText(EXPERIENCE_TITLE_MAX),
    content: requiredText(EXPERIENCE_CONTENT_MAX, { multiline: true }),
    buttonText: requiredText(EXPERIENCE_BUTTON_MAX),
    errorText: requiredText(EXPERIENCE_ERROR_MAX),
    /** Full https URLs, each kept as its origin, duplicates dropped. */
    allowedOrigins: z
      .array(embedOriginField(policy))
      .max(EMBED_ORIGINS_MAX, 'tooMany')
      .default([])
      .transform((origins) => [...new Set(origins)]),
  });
export type ExperienceSaveRequest = z.input<ReturnType<typeof experienceSaveRequest>>;
export type ExperienceValues = z.output<ReturnType<typeof experienceSaveRequest>>;

export const experienceQueryRequest = z.object({});

/** The hosted experience as saved (origins reduced, duplicates dropped), or as it starts until then. */
export const hostedExperienceDto = z.object({
  endUrl: z.string(),
  title: z.string(),
  content: z.string(),
  buttonText: z.string(),
  errorText: z.string(),
  /** Origins (`https://shop.example.com`) that may frame the hosted page and call the embed SDK. */
  allowedOrigins: z.array(z.string()),
  /** False until the corporation saves: the texts are then drawn from its first session (or empty). */
  saved: z.boolean(),
  updateTime: z.string().nullable(),
});
export type HostedExperienceDto = z.infer<typeof hostedExperienceDto>;

export const experiencePaths = {
  query: '/management/hostedExperience/query',
  save: '/management/hostedExperience/save',
} as const;

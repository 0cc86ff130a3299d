import { z } from 'zod';

// The start-up configuration served as /config.json; the client fetches it, the server reads it with env overrides.
export const publicConfigSchema = z.object({
  serviceBaseUrl: z.string().default('/api'),
  /** Replaces the first segment of every service path when set (spec §7 "General rules"). */
  serviceName: z.string().default(''),
  imageBaseUrl: z.string().default('/api/files/'),
  videoBaseUrl: z.string().default('/api/files/'),
  fileBaseUrl: z.string().default('/api/files/'),
  /** CDN that serves cloud-store assets and relative asset paths on production origins. */
  cdnBaseUrl: z.string().default(''),
  /** Store that serves relative asset paths in development. */
  devStoreBaseUrl: z.string().default('/api/files/'),
  /** Hosts of the cloud object store whose URLs are rewritten to the CDN. */
  cloudStoreHosts: z.array(z.string()).default([]),
  siteEnHost: z.string().default('en.localhost'),
  siteZhHost: z.string().default('localhost'),
  overseas: z.boolean().default(false),
  hotline: z.string().default(''),
  androidAppUrl: z.string().default(''),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const defaultPublicConfig: PublicConfig = publicConfigSchema.parse({});

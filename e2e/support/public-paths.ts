import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tagSlug } from '@/features/docs/reference/tag-slug';
import { docFiles } from '@/features/docs/server/doc-files';
import { newsFiles } from '@/lib/news/news-files';
import { desktopTwin, mobileTwin } from '@/lib/routing/device-redirect';
import { isNotYetBuilt } from '@/lib/routing/paths';
import {
  desktopPublicPaths,
  docPatterns,
  fixedRedirects,
  mobilePublicPaths,
  publicPatterns,
  referencePatterns,
} from '@/lib/routing/route-table';

/** Every public page of routes.md (marketing, standalone, mobile mirror) that needs no login and is no runtime page. */
export const publicPaths: readonly string[] = [
  ...[...desktopPublicPaths, ...mobilePublicPaths].filter((p) => !isNotYetBuilt(p) && !isPostPage(p)),
  // `/news/:x` on both devices: one page per article file (content/news/<slug>.<locale>.md); every article is swept.
  ...publicPatterns.flatMap((pattern) => newsSlugs().map((slug) => pattern.replace(':x', slug))),
  // `/doc/:x` on both devices: one page per guide file (content/docs/<slug>.<locale>.md); every guide is swept.
  ...docPatterns.flatMap((pattern) =>
    [...new Set(docFiles().map((entry) => entry.slug))].map((slug) => pattern.replace(':x', slug)),
  ),
  // `/doc/api/:x` on both devices: one page per tag of the OpenAPI document; every group is swept.
  ...referencePatterns.flatMap((pattern) => referenceGroups().map((group) => pattern.replace(':x', group))),
];

/** The API reference's groups, as the pages name them (features/docs/reference/tag-slug.ts). */
function referenceGroups(): string[] {
  const document = JSON.parse(readFileSync(path.join(process.cwd(), 'public/openapi.json'), 'utf8')) as {
    tags: { name: string }[];
  };
  return document.tags.map(({ name }) => tagSlug(name));
}

/** A forum post's page needs a post's id (`?id=`): e2e/community*.spec.ts opens real posts instead. */
function isPostPage(path: string): boolean {
  return path.endsWith('/community/detail');
}

function newsSlugs(): string[] {
  return [...new Set(newsFiles().map((entry) => entry.slug))];
}

/** The first redirect the proxy answers for `path` on this kind of device: its device twin, or none. */
export function deviceTwin(path: string, handheld: boolean): string | null {
  return handheld ? mobileTwin(path) : desktopTwin(path);
}

/** Where a visitor asking for `path` lands: the device twin, then any fixed redirect (/index → /login). */
export function landingPath(path: string, handheld: boolean): string {
  let landing = deviceTwin(path, handheld) ?? path;
  for (let next = fixedRedirects[landing]; next; next = fixedRedirects[landing]) {
    landing = deviceTwin(next, handheld) ?? next;
  }
  return landing;
}

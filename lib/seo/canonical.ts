import { desktopTwin } from '@/lib/routing/device-redirect';
import { desktopTwinOverrides, fixedRedirects } from '@/lib/routing/route-table';

/** routes.md: /mobile/retail is the same screen as /mobile/bankFitness, so one of them is indexed. */
const DUPLICATES: Readonly<Record<string, string>> = { '/mobile/retail': '/mobile/bankFitness' };

/**
 * The URL search engines should index for a page. A /mobile page that shows the content of a desktop page of the
 * same name points there; one that has no such page is its own canonical, even where desktops are redirected
 * elsewhere (/mobile/education → /industry shows different content, /mobile/index → /index is a redirect).
 */
export function canonicalPath(path: string): string {
  const duplicateOf = DUPLICATES[path];
  if (duplicateOf) return duplicateOf;
  const twin = desktopTwin(path);
  return twin !== null && !(path in desktopTwinOverrides) && !(twin in fixedRedirects) ? twin : path;
}

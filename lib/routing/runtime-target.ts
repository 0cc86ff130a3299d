/**
 * What a runtime page names, by its path without the locale: a share code (`/p/:sl`), a published session
 * (`/userPreview/:id`), an application (`/collection/preview/:appId`), each on either device — pages that
 * customers embed, so their corporation decides who may frame them. The owner's `/preview/:id` is not one of them:
 * null, as for any other path.
 */
export type RuntimeTarget = { kind: 'share' | 'session' | 'app'; key: string };

const TARGETS: [RegExp, RuntimeTarget['kind']][] = [
  [/^(?:\/mobile)?\/p\/([^/]+)$/, 'share'],
  [/^(?:\/mobile)?\/userPreview\/([^/]+)$/, 'session'],
  [/^\/collection\/preview\/([^/]+)$/, 'app'],
];

export function runtimeTargetOf(pagePath: string): RuntimeTarget | null {
  for (const [pattern, kind] of TARGETS) {
    const segment = pattern.exec(pagePath)?.[1];
    if (segment === undefined) continue;
    try {
      // The page decodes its segment the same way (app/_pages/runtime-page.tsx).
      return { kind, key: decodeURIComponent(segment) };
    } catch {
      return null;
    }
  }
  return null;
}

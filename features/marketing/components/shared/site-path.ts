/** The two faces of a marketing topic: the desktop page and its /mobile twin. */
export type Variant = 'desktop' | 'mobile';

/** A site path as seen from a variant: `/pricing` stays on desktop and becomes `/mobile/pricing` on mobile. */
export function sitePath(variant: Variant, path: string): string {
  return variant === 'mobile' ? `/mobile${path}` : path;
}

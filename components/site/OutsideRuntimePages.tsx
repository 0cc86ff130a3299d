'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Its children on every page but the conversation runtime pages (the `(runtime)` route groups: share links,
 * previews, application pages), which fill the screen with the digital human: the site's banner and chrome would sit
 * unseen under it, and screen readers would still announce them to the visitor. Decided from the route's segments,
 * so static pages keep their banner in their HTML and runtime pages never have it in theirs.
 */
export function OutsideRuntimePages({ children }: { children: ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return segments.includes('(runtime)') ? null : children;
}

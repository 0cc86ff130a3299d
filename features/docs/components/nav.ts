import type { DocSection } from '@/features/docs/contract';

/** The docs menu as the client draws it: the guides by section, then the reference pages. */
export interface DocsNav {
  sections: { key: DocSection; label: string; items: { href: string; title: string }[] }[];
  reference: { label: string; items: { href: string; title: string }[] };
}

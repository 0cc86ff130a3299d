// The guides as pages and components see them (content/docs/<slug>.<locale>.md, read by server/docs.ts).

export const docSections = ['start', 'build', 'integrate', 'operate'] as const;
export type DocSection = (typeof docSections)[number];

export interface DocSummary {
  slug: string;
  title: string;
  order: number;
  section: DocSection;
  description: string;
}

export interface DocHeading {
  id: string;
  depth: 2 | 3;
  text: string;
}

export interface DocPage extends DocSummary {
  html: string;
  headings: DocHeading[];
  /** The text of the guide without markup, for the search index. */
  text: string;
}

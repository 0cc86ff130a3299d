import { areaMessages } from '@/area-messages';
import { areas } from '@/areas';
import type { CataloguePart } from '@/lib/areas/area';
import sharedEn from './en.json';
import sharedZh from './zh.json';

// The whole catalogue of each language: the shared namespaces here and each area's own, as the areas declare them
// (area-messages.ts, in the order of areas.ts). A namespace is defined once, in the shared catalogue or in one area;
// only `ApiServer`, the API's messages, is made of parts: the shared envelope messages here and each area's own (messages/server.*.json); and
// `Validation` likewise (the schemas' field messages: an area's own schemas keep theirs in its folder).
// messages.test.ts checks both.

/** The namespaces whose parts merge (each key defined once); every other namespace is whole in one part. */
export const MERGED_NAMESPACES: readonly string[] = ['ApiServer', 'Validation'];

type Lang = 'zh' | 'en';
type AreaParts<L extends Lang> = (typeof areaMessages)[keyof typeof areaMessages][L][number];
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

const partsOf = (lang: Lang): readonly CataloguePart[] =>
  areas.flatMap((area): readonly CataloguePart[] => areaMessages[area.name][lang]);

export const catalogueParts: Record<Lang, readonly CataloguePart[]> = {
  zh: [sharedZh, ...partsOf('zh')],
  en: [sharedEn, ...partsOf('en')],
};

function merge(parts: readonly CataloguePart[]): Record<string, unknown> {
  const whole: Record<string, unknown> = {};
  for (const part of parts)
    for (const [namespace, messages] of Object.entries(part))
      whole[namespace] = MERGED_NAMESPACES.includes(namespace)
        ? { ...(whole[namespace] as object | undefined), ...(messages as object) }
        : messages;
  return whole;
}

export type Catalogue = UnionToIntersection<typeof sharedZh | AreaParts<'zh'>>;

export const catalogues = {
  zh: merge(catalogueParts.zh) as Catalogue,
  en: merge(catalogueParts.en) as UnionToIntersection<typeof sharedEn | AreaParts<'en'>>,
};

import type { ComponentType } from 'react';
import type { CastMember, PageCast } from '@/features/marketing/components/cast/cast-types';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { findCharacter } from '@/features/catalogue/contract/characters/cast';
import { siteDemoPicture } from '@/features/sessions/demo/site-demo';
import type { Device } from '@/lib/routing/device';

// Which members of the sessions area's cast each marketing page shows, and in which scenes. The marketing feature
// draws whatever it is handed; the pages are built ahead, so all of this runs at build time.

type Pick = readonly [characterCode: string, sceneCode: string | null];

interface CastPicks {
  hero?: { scene: string; members: readonly string[] };
  gallery?: readonly Pick[];
  items?: Readonly<Record<string, Pick>>;
  demo?: true;
}

/** Every service scene has someone working in it: a bank, a clinic, a classroom, a shop. */
const AT_WORK: readonly Pick[] = [
  ['c11-liu-service', 'b02-bank-hall'],
  ['c22-michael-doctor', 'b03-hospital-desk'],
  ['c27-yang-teacher', 'b04-classroom'],
  ['c36-luo-retail', 'b06-shop'],
];

export const CAST_PICKS = {
  realtime: { demo: true, gallery: AT_WORK },
  whatIs: {
    hero: { scene: 'b01-office', members: ['c07-amara-business', 'c01-lin-business', 'c02-wang-business'] },
    gallery: [
      ['c14-sofia-hospitality', 'b08-lobby'],
      ['c26-zhao-professor', 'b09-library'],
      ['c39-su-qipao', 'b12-tea-house'],
      ['c33-alex-tech', 'b11-city-view'],
    ],
  },
  deploy: {
    hero: {
      scene: 'b10-meeting-room',
      members: ['c10-priya-business', 'c15-li-support', 'c37-lucas-casual'],
    },
  },
  industry: {
    hero: {
      scene: 'b07-exhibition',
      members: ['c12-zhang-service', 'c44-lin-qipao', 'c18-omar-hospitality'],
    },
    items: {
      finance: ['c03-chen-finance', 'b02-bank-hall'],
      entertainment: ['c34-nia-creator', 'b05-studio'],
      service: ['c16-huang-support', 'b08-lobby'],
    },
  },
  mobileHome: {
    demo: true,
    gallery: [
      ['c01-lin-business', 'b01-office'],
      ['c19-wu-doctor', 'b03-hospital-desk'],
      ['c40-gu-hanfu', 'b12-tea-house'],
      ['c33-alex-tech', 'b11-city-view'],
    ],
  },
} as const satisfies Record<string, CastPicks>;

export type CastPage = keyof typeof CAST_PICKS;

function member([code, sceneCode]: Pick): CastMember {
  const character = findCharacter(code);
  if (!character) throw new Error(`the marketing cast names ${code}, which the catalogue does not have`);
  const scene = sceneCode ? BACKGROUNDS.find((b) => b.backgroundCode === sceneCode) : null;
  if (scene === undefined)
    throw new Error(`the marketing cast names the scene ${sceneCode}, which is not built in`);
  const { characterCode, gender, ageGroup, look } = character;
  return {
    character: { characterCode, gender, ageGroup, look },
    name: character.name,
    scene: scene && { code: scene.backgroundCode, name: scene.name },
  };
}

/** What one page shows of the cast, resolved from the catalogue. */
export function castOf(page: CastPage): PageCast {
  const picks: CastPicks = CAST_PICKS[page];
  const items = picks.items && Object.entries(picks.items).map(([id, pick]) => [id, member(pick)] as const);
  return {
    hero: picks.hero && {
      sceneCode: picks.hero.scene,
      members: picks.hero.members.map((code) => member([code, null])),
    },
    gallery: picks.gallery?.map(member),
    items: items && Object.fromEntries(items),
    demo: picks.demo && siteDemoPicture(),
  };
}

/** A marketing page's content with its cast handed in: for marketingPage(), which gives it the device. */
export function withCast(Content: ComponentType<{ device: Device; cast: PageCast }>, page: CastPage) {
  const cast = castOf(page);
  return function ContentWithCast({ device }: { device: Device }) {
    return <Content device={device} cast={cast} />;
  };
}

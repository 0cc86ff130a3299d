import { z } from 'zod';
import { pageIndexField as pageIndex, pageSizeField as pageSize } from '@/lib/contract/paging';
import { textField } from '@/lib/contract/fields';
import { localizedDto, SESSION_LANGUAGES } from '@/lib/contract/languages';

// The catalogue's contract (spec §3 characters, backgrounds, proportions; §7 character and background lists): the
// characters and scenes a digital human is made of, offered to the sessions, the collection area and the offline
// edition alike. Its drawn content is in characters/ and backgrounds.ts next to this file.

export const CHARACTER_PAGE_SIZE = 100000;
/** The avatar frame of spec §9: a character is drawn in a 540×960 box, then placed and scaled in the video. */
export const AVATAR_FRAME = { width: 540, height: 960 } as const;

/** The ratios of the proportion list; 16:9 at 1920×1080 is the default (spec §3, §9). */
export const PROPORTIONS = {
  '16:9': { videoWidth: 1920, videoHeight: 1080 },
  '9:16': { videoWidth: 1080, videoHeight: 1920 },
  '4:3': { videoWidth: 1440, videoHeight: 1080 },
  '1:1': { videoWidth: 1080, videoHeight: 1080 },
} as const;
export type Proportion = keyof typeof PROPORTIONS;
export const DEFAULT_PROPORTION: Proportion = '16:9';
const PROPORTION_KEYS = Object.keys(PROPORTIONS) as [Proportion, ...Proportion[]];

export const CHARACTER_GENDERS = ['female', 'male'] as const;
export const AGE_GROUPS = ['youngAdult', 'adult', 'senior'] as const;

export const characterListRequest = z.object({
  pageIndex,
  pageSize: pageSize(CHARACTER_PAGE_SIZE, CHARACTER_PAGE_SIZE),
  gender: z.enum(CHARACTER_GENDERS, 'invalid').optional(),
  ageGroup: z.enum(AGE_GROUPS, 'invalid').optional(),
  style: textField().max(30, 'tooLong').optional(),
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
});
export type CharacterListRequest = z.input<typeof characterListRequest>;

export const backgroundListRequest = z.object({
  characterCode: textField().max(100, 'tooLong').optional(),
});

export const uploadedBackgroundPageRequest = z.object({ pageIndex, pageSize: pageSize(100, 50) });

// ---- Responses ----

export const characterDto = z.object({
  characterCode: z.string(),
  name: localizedDto,
  gender: z.enum(CHARACTER_GENDERS),
  ageGroup: z.enum(AGE_GROUPS),
  styles: z.array(z.string()),
  /** Default voice. */
  ttsId: z.string(),
  languages: z.array(z.enum(SESSION_LANGUAGES)),
  /** The renderer's parameters (components/digital-human/types.ts `Look`). */
  look: z.unknown(),
  sort: z.number(),
});
export type CharacterDto = z.infer<typeof characterDto>;

export const backgroundItemDto = z.object({
  type: z.enum(['builtin', 'upload']),
  backgroundId: z.string(),
  name: localizedDto,
  /** Built-in scenes are drawn in the browser from their code; uploads are images at this URL. */
  url: z.string().nullable(),
  tone: z.enum(['light', 'dark']),
  createdAt: z.string().nullable(),
});
export type BackgroundItem = z.infer<typeof backgroundItemDto>;

export const proportionDto = z.object({
  proportion: z.enum(PROPORTION_KEYS),
  videoWidth: z.number(),
  videoHeight: z.number(),
  isDefault: z.boolean(),
});
export type ProportionDto = z.infer<typeof proportionDto>;

/** The catalogue's API paths (spec §7), relative to the service base. */
export const cataloguePaths = {
  characterList: '/conversation-api/character/list',
  backgroundList: '/conversation-api/background/list',
  proportionList: '/management/proportion/queryProportionList',
  backgroundSceneRobotList: '/management/background/querySceneRobotList',
  backgroundPage: '/management/background/page',
  backgroundUpload: '/management/background/upload',
  backgroundDelete: '/management/background/delete',
} as const;

import { z } from 'zod';
import { pageIndexField as pageIndex, pageSizeField as pageSize } from '@/lib/contract/paging';
import { nameField, optionalNameField, requiredText, textField } from '@/lib/contract/fields';
import { localizedDto, SESSION_LANGUAGES } from '@/lib/contract/languages';
import type { Locale } from '@/lib/routing/locale';
import { AVATAR_FRAME, PROPORTIONS, type Proportion } from '@/features/catalogue/contract/catalogue';
import { ASR_TYPES } from '@/features/speech/contract';

// The sessions area's contract (spec §3 Session, §5 session rules, §7 session service and management API):
// one schema per request, shared by the wizard, the editor, the API client and the route handlers.

/** Spec §9. */
export { SESSION_LANGUAGES, type SessionLanguage } from '@/lib/contract/languages';
export type { Localized, OptionDto } from '@/lib/contract/languages';
/** The plans' default caps (features/plans owns the limits; a corporation's own may differ). */
export { MAX_DIGITAL_HUMANS, MAX_TRIAL_SESSIONS } from '@/features/plans/contract';
export const DEFAULT_MODEL_CODE = 60;
// What a session is made of comes from the catalogue (characters, scenes, ratios:
// `@/features/catalogue/contract/catalogue`) and the voices (`@/features/speech/contract`), whose contracts own it.
/** Uploaded images (backgrounds, start and load pages): spec §5 and §9; the storage module checks them too. */
export { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from '@/lib/contract/images';
export type { UploadedImage } from '@/lib/contract/images';

/** The eight basic-info labels of spec §3, in their order. */
export const BASE_INFO_FIELDS = [
  'name',
  'nickname',
  'gender',
  'age',
  'height',
  'weight',
  'characters',
  'backgroundStory',
] as const;
export type BaseInfoField = (typeof BASE_INFO_FIELDS)[number];

/** The nine speech labels of spec §3 (the ninth, max session times, is `maxConversation`). */
export const SCRIPT_TYPES = [
  'wakeWord',
  'prologue',
  'waitingPhrase',
  'unknownQuestion',
  'farewell',
  'interruptingWords',
  'interruptingSentence',
  'guidingLanguage',
] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

/** The runtime texts spec §5 requires, shown by the live page in the session's language. */
export const PAGE_TEXT_FIELDS = [
  'promptTitle',
  'promptContent',
  'reSessionText',
  'continueText',
  'busyText',
  'networkText',
  'errorText',
] as const;
export type PageTextField = (typeof PAGE_TEXT_FIELDS)[number];

export const LARGE_MODEL_TYPES = ['A', 'B'] as const;
export type LargeModelType = (typeof LARGE_MODEL_TYPES)[number];
export const THIRD_PARTY_TYPES = ['chat', 'prompt'] as const;
/** The prologue is spoken as written, or the model greets in its own words from the prologue as a cue. */
export const PROLOGUE_TYPES = ['fixed', 'model'] as const;
/** At the end the digital human says the farewell and hangs up, or ends without a word. */
export const SCRIPT_END_TYPES = ['farewell', 'silent'] as const;
export const SESSION_STATUSES = ['published', 'offline'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

const HAN = /\p{Script=Han}/u;

/** Spec §5: remote URLs are https, and a valid https URL may not contain Chinese characters. */
export const httpsUrlField = textField()
  .min(1, 'required')
  .max(2000, 'tooLong')
  .refine((v) => !HAN.test(v), 'urlNoChinese')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'httpsRequired');

/**
 * An image of the session: a built-in one (`builtin:<code>`) or the corporation's upload (`/api/files/<key>`,
 * the URL the upload call answered with).
 */
export const imageRefField = textField()
  .min(1, 'imageRequired')
  .max(500, 'tooLong')
  .regex(/^(builtin:[a-z0-9-]+|\/api\/files\/[A-Za-z0-9._/-]+)$/, 'invalid');

const text = (max: number) => textField({ multiline: true }).max(max, 'tooLong');
const int = (min: number, max: number) =>
  z.coerce.number('invalid').int('invalid').min(min, 'outOfRange').max(max, 'outOfRange');
const num = (min: number, max: number) =>
  z.coerce.number('invalid').min(min, 'outOfRange').max(max, 'outOfRange');
const flag = z.boolean('invalid');

/** Spec §5: a session's name has at most 40 characters. */
export const SESSION_NAME_MAX = 40;
const sessionName = nameField(SESSION_NAME_MAX);

export const conversationInfoDto = z.object({
  // The persona's name is spoken and shown like any name: the one rule, emoji refused.
  name: nameField(40),
  nickname: text(40).default(''),
  gender: text(20).default(''),
  age: text(20).default(''),
  height: text(20).default(''),
  weight: text(20).default(''),
  characters: text(500).default(''),
  backgroundStory: text(2000).default(''),
});
export type ConversationInfo = z.infer<typeof conversationInfoDto>;

export const scriptDto = z.object({
  scriptType: z.enum(SCRIPT_TYPES, 'invalid'),
  scriptContent: text(1000),
});
export type Script = z.infer<typeof scriptDto>;

/** The runtime page's texts and its two images (spec §5: all required). */
export const pageDto = z.object({
  promptTitle: requiredText(60),
  promptContent: requiredText(500, { multiline: true }),
  reSessionText: requiredText(40),
  continueText: requiredText(40),
  busyText: requiredText(200),
  networkText: requiredText(200),
  errorText: requiredText(200),
  startImage: imageRefField,
  loadImage: imageRefField,
});
export type PageSettings = z.infer<typeof pageDto>;

export const modelDto = z.object({
  largeModelType: z.enum(LARGE_MODEL_TYPES, 'required'),
  modelCode: int(1, 100).default(DEFAULT_MODEL_CODE),
  prompt: text(4000).default(''),
  largeName: text(60).default(''),
  plugin: text(200).default(''),
});
export type ModelSettings = z.infer<typeof modelDto>;

export const thirdDto = z.object({
  thirdUrl: httpsUrlField,
  thirdType: z.enum(THIRD_PARTY_TYPES, 'required').default('chat'),
  thirdParam: z.object({ stream: flag.default(true) }).default({ stream: true }),
});
export type ThirdPartySettings = z.infer<typeof thirdDto>;

/** A scene: when the visitor's words contain a keyword, the digital human answers with the reply. */
export const sceneDto = z.object({
  keywords: z.array(requiredText(40)).min(1, 'required').max(20, 'tooLong'),
  reply: requiredText(1000, { multiline: true }),
});
export type Scene = z.infer<typeof sceneDto>;

/** Unanswered questions: after `unReplyCount` in a row, say the unknown-question script, and hang up if set. */
export const extendContentDto = z.object({
  unReplyCount: int(1, 10).default(3),
  unReplayUsed: z.union([z.literal(0), z.literal(1)]).default(1),
  unReplyHangUp: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type ExtendContent = z.infer<typeof extendContentDto>;

export const backgroundDto = z.object({
  /** `builtin` scenes of the catalogue or the corporation's `upload`s. */
  type: z.enum(['builtin', 'upload'], 'required'),
  /** A built-in backgroundCode, or the id of an uploaded background. */
  backgroundId: requiredText(100),
});
export type BackgroundChoice = z.infer<typeof backgroundDto>;

/** The picture and the voice (spec §3 detailDto). */
export const detailDto = z.object({
  proportion: z.enum(Object.keys(PROPORTIONS) as [Proportion, ...Proportion[]], 'required'),
  modelIdType: z.literal('builtin').default('builtin'),
  /** The characterCode. */
  modelId: textField().min(1, 'characterRequired').max(100, 'tooLong'),
  /** Where the 540×960 character frame sits in the videoWidth×videoHeight picture, in video pixels. */
  humanX: num(-4000, 4000),
  humanY: num(-4000, 4000),
  humanWidth: num(50, 4000),
  humanHeight: num(50, 8000),
  backgroundDto,
  ttsId: textField().min(1, 'voiceRequired').max(100, 'tooLong'),
  ttsVolume: num(0, 100).default(50),
  ttsPitch: num(0, 100).default(50),
  ttsSpeedRate: num(0.5, 2).default(1),
});
export type DetailSettings = z.infer<typeof detailDto>;

/**
 * Everything a session holds that its owner sets: the body of `add`, `updateConversation` (with
 * `conversationId`) and the wizard's draft. The server fills what derives from it (names, sizes, picture URL).
 */
export const sessionFields = z.object({
  conversationName: sessionName,
  language: z.enum(SESSION_LANGUAGES, 'required'),
  /** Free interaction (true) or wake-word dialogue (false). */
  isFreedom: flag.default(true),
  asrType: z.enum(ASR_TYPES, 'required').default('browser'),
  conversationInfoDto,
  pageDto,
  scriptDtoList: z.array(scriptDto).max(SCRIPT_TYPES.length, 'tooLong'),
  maxConversation: int(1, 1000).default(20),
  prologueType: z.enum(PROLOGUE_TYPES, 'required').default('fixed'),
  scriptEndType: z.enum(SCRIPT_END_TYPES, 'required').default('farewell'),
  dataModelIsUsed: flag.default(true),
  modelDtoList: z.array(modelDto).max(2, 'tooLong').default([]),
  thirdIsUsed: flag.default(false),
  thirdDto: thirdDto.nullable().default(null),
  knowledgeIsUsed: flag.default(false),
  /** The FAQ categories (`knowledgeId` = a category id of the knowledge base) the session answers from; none: all. */
  knowledgeDtoList: z
    .array(z.object({ knowledgeId: requiredText(100) }))
    .max(100)
    .default([]),
  fileIsUsed: flag.default(false),
  kbConversationDto: z.object({ fileIds: z.array(requiredText(100)).max(100) }).default({ fileIds: [] }),
  sceneIsUsed: flag.default(false),
  scene: z.array(sceneDto).max(50, 'tooLong').default([]),
  extendContent: extendContentDto.default({ unReplyCount: 3, unReplayUsed: 1, unReplyHangUp: 1 }),
  detailDto,
});

/** The cross-field rules of spec §5, checked the same way in the form and the handler. */
function sessionRules(value: z.output<typeof sessionFields>, ctx: z.RefinementCtx) {
  const script = (type: ScriptType) =>
    value.scriptDtoList.find((s) => s.scriptType === type)?.scriptContent.trim() ?? '';
  if (!script('prologue'))
    ctx.addIssue({ code: 'custom', path: ['scriptDtoList', 'prologue'], message: 'required' });
  if (!value.isFreedom && !script('wakeWord'))
    ctx.addIssue({ code: 'custom', path: ['scriptDtoList', 'wakeWord'], message: 'required' });
  if (value.dataModelIsUsed && value.modelDtoList.length === 0)
    ctx.addIssue({ code: 'custom', path: ['modelDtoList'], message: 'modelRequired' });
  if (value.thirdIsUsed && !value.thirdDto)
    ctx.addIssue({ code: 'custom', path: ['thirdDto', 'thirdUrl'], message: 'required' });
  if (value.fileIsUsed && value.kbConversationDto.fileIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['kbConversationDto', 'fileIds'], message: 'required' });
  if (value.sceneIsUsed && value.scene.length === 0)
    ctx.addIssue({ code: 'custom', path: ['scene'], message: 'required' });
}

export const sessionInput = sessionFields.superRefine(sessionRules);
export type SessionInput = z.input<typeof sessionInput>;
export type SessionValues = z.output<typeof sessionInput>;

export const conversationIdField = textField({ trim: false }).min(1, 'required').max(100, 'tooLong');

/**
 * The editor's save. `revision` is the session's revision the editor started from: when someone saved the session
 * since, the save is refused (`sessionChanged`, HTTP 409) instead of silently replacing their change; a save
 * without one (an API caller that does not care) replaces whatever is there.
 */
export const updateSessionRequest = sessionFields
  .extend({
    conversationId: conversationIdField,
    revision: z.coerce.number('invalid').int('invalid').min(1, 'outOfRange').optional(),
  })
  .superRefine(sessionRules);
export type UpdateSessionRequest = z.input<typeof updateSessionRequest>;

export const conversationIdRequest = z.object({ conversationId: conversationIdField });
export type ConversationIdRequest = z.infer<typeof conversationIdRequest>;

/** The widths the picture is drawn at besides the video's own (lists on phones, thumbnails). */
export const PICTURE_WIDTHS = [480, 960] as const;

/** The session's picture; `revision` only names the version a page links to, so caches may keep it. */
export const robotImageRequest = z.object({
  conversationId: conversationIdField,
  revision: z.coerce.number('invalid').int('invalid').min(1, 'outOfRange').optional(),
  width: z.coerce
    .number('invalid')
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), 'invalid')
    .optional(),
});

/** Quick create (`/fastCreate/create`): a character, a language and a background; the rest takes its defaults. */
export const createConversationRequest = z.object({
  characterCode: textField().min(1, 'characterRequired').max(100, 'tooLong'),
  language: z.enum(SESSION_LANGUAGES, 'required').default('zh'),
  // Empty takes the character's name; a given one follows the rule of every name.
  conversationName: optionalNameField(SESSION_NAME_MAX).optional(),
  // Spec §2, the newer flow (picture, background, publish): the chosen scene; without one the default scene.
  backgroundDto: backgroundDto.optional(),
});
export type CreateConversationRequest = z.input<typeof createConversationRequest>;

export const renameSessionRequest = z.object({
  conversationId: conversationIdField,
  conversationName: sessionName,
});
export type RenameSessionRequest = z.infer<typeof renameSessionRequest>;

export const sessionStatusRequest = z.object({
  conversationId: conversationIdField,
  status: z.enum(SESSION_STATUSES, 'required'),
});

export const sessionQueryRequest = z.object({
  pageIndex,
  pageSize: pageSize(100, 20),
  /** Part of the name to look for. */
  keyword: textField().max(40, 'tooLong').optional(),
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
});
export type SessionQueryRequest = z.input<typeof sessionQueryRequest>;

/** `querySpeechSkillList?language=`: zh when no language is given, like the rest of the API. */
export const speechSkillListRequest = z.object({
  language: z.enum(SESSION_LANGUAGES, 'invalid').default('zh'),
});

// ---- Responses ----

/** Why an option cannot be chosen: the platform's operator has not configured it. */
export const UNAVAILABLE_REASONS = ['notConfigured'] as const;
const optionState = z.strictObject({
  available: z.boolean(),
  reason: z.enum(UNAVAILABLE_REASONS).nullable(),
});
export type OptionState = z.infer<typeof optionState>;

/**
 * `GET /management/globalSet/queryOptionAvailability`: which of the options the operator provides a session may
 * choose — large models A and B, the server's speech recognition, cloud voices — and why not. Strict: it carries no
 * more than these flags (never a URL, model name or key), which the handler's parse makes sure of.
 */
export const optionAvailabilityDto = z.strictObject({
  models: z.strictObject({ A: optionState, B: optionState }),
  asr: z.strictObject({ browser: optionState, server: optionState }),
  voices: z.strictObject({ espeak: optionState, openai: optionState, browser: optionState }),
});
export type OptionAvailability = z.infer<typeof optionAvailabilityDto>;

/** The model option a new session starts with: A when available, else B, else none (FAQ, documents, scripts). */
export function defaultModelType(availability: Pick<OptionAvailability, 'models'>): LargeModelType | null {
  return LARGE_MODEL_TYPES.find((option) => availability.models[option].available) ?? null;
}

const proportionField = z.enum(Object.keys(PROPORTIONS) as [Proportion, ...Proportion[]]);

/** Per-language defaults a new session or a language switch starts from (spec §3 defaultConfig). */
export const defaultConfigDto = z.object({
  language: z.enum(SESSION_LANGUAGES),
  baseInfo: conversationInfoDto,
  baseSpeech: z.array(scriptDto),
  page: pageDto.omit({ startImage: true, loadImage: true }),
  maxSessionCount: z.number(),
});
export type DefaultConfig = z.infer<typeof defaultConfigDto>;
/** `queryGroupBaseList`, and the global settings' `defaultConfig`: the defaults of each language. */
export const defaultConfigsDto = z.record(z.enum(SESSION_LANGUAGES), defaultConfigDto);

export const globalSettingsDto = z.object({
  languages: z.array(z.enum(SESSION_LANGUAGES)),
  defaultLanguage: z.enum(SESSION_LANGUAGES),
  defaultProportion: proportionField,
  avatarFrame: z.object({ width: z.literal(AVATAR_FRAME.width), height: z.literal(AVATAR_FRAME.height) }),
  /** The caller's corporation's caps (its plan's, or an operator's override); null: no cap. */
  maxTrialSessions: z.number().nullable(),
  maxDigitalHumans: z.number().nullable(),
  imageMaxBytes: z.number(),
  imageTypes: z.array(z.string()),
  defaultModelCode: z.number(),
  defaultConfig: defaultConfigsDto,
  builtinImages: z.array(z.object({ code: z.string(), name: localizedDto })),
});
export type GlobalSettings = z.infer<typeof globalSettingsDto>;

/** A session's picture layout: its video's size and where the character stands in it (what every picture of it takes). */
export interface SessionPictureLayout {
  videoWidth: number;
  videoHeight: number;
  humanX: number;
  humanY: number;
  humanWidth: number;
  humanHeight: number;
}

/** The layout alone out of a detail that holds it among other fields. */
export const pictureLayoutOf = (detail: SessionPictureLayout): SessionPictureLayout => ({
  videoWidth: detail.videoWidth,
  videoHeight: detail.videoHeight,
  humanX: detail.humanX,
  humanY: detail.humanY,
  humanWidth: detail.humanWidth,
  humanHeight: detail.humanHeight,
});

/** A session as the API answers it: the owner's fields plus what the server derives. */
export const sessionDto = sessionFields.extend({
  conversationId: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** The share code of `/p/:sl`. */
  shareCode: z.string(),
  /** True for the sample every new corporation gets, which it may delete. */
  sample: z.boolean(),
  /** Bumped by every save and rename: a save names the revision it started from (`updateConversation`). */
  revision: z.number().int(),
  detailDto: detailDto.extend({
    id: z.string(),
    videoWidth: z.number(),
    videoHeight: z.number(),
    modelName: z.string(),
    sceneType: z.enum(['builtin', 'upload']),
    samplePictureUrl: z.string().nullable(),
    humanProportion: z.number(),
    ttsName: z.string(),
    ttsSource: z.string(),
    ttsSpeaker: z.string(),
    backgroundDto: backgroundDto.extend({ url: z.string().nullable(), name: localizedDto }),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionDto = z.infer<typeof sessionDto>;

/** The list card: what the session list and the console home show without the whole session. */
export const sessionSummaryDto = z.object({
  conversationId: z.string(),
  conversationName: z.string(),
  language: z.enum(SESSION_LANGUAGES),
  status: z.enum(SESSION_STATUSES),
  shareCode: z.string(),
  sample: z.boolean(),
  proportion: proportionField,
  characterCode: z.string(),
  background: backgroundDto.extend({ url: z.string().nullable() }),
  humanX: z.number(),
  humanY: z.number(),
  humanWidth: z.number(),
  humanHeight: z.number(),
  videoWidth: z.number(),
  videoHeight: z.number(),
  updatedAt: z.string(),
  /** The session's picture drawn on the server (GET robot image) at 480 pixels wide, for lists on phones. */
  pictureUrl: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummaryDto>;

export const shareUrlDto = z.object({
  shareCode: z.string(),
  /** Same-origin paths; the page adds its origin for the QR code and the copy button. */
  sharePath: z.string(),
  previewPath: z.string(),
  userPreviewPath: z.string(),
});
export type ShareUrl = z.infer<typeof shareUrlDto>;

/** The sessions area's API paths (spec §7 session service and management API), relative to the service base. */
export const sessionPaths = {
  shareUrl: '/conversation-api/share/url',
  add: '/management/conversation/add',
  update: '/management/conversation/updateConversation',
  remove: '/management/conversation/delete',
  query: '/management/conversation/query',
  createConversation: '/management/conversation/createConversation',
  copy: '/management/conversation/copyConversation',
  byId: '/management/conversation/getConversationById',
  rename: '/management/conversation/rename',
  setStatus: '/management/conversation/setStatus',
  groupBaseList: '/management/conversation/queryGroupBaseList',
  sceneRobotList: '/management/conversation/querySceneRobotList',
  availableLanguages: '/management/conversation/availableLanguages',
  imageUpload: '/management/common/uploadImage',
  speechSkillTypes: '/management/speechSkill/queryTypeList',
  speechSkillList: '/management/speechSkill/querySpeechSkillList',
  optionAvailability: '/management/globalSet/queryOptionAvailability',
  globalSet: '/management/globalSet/queryGlobalSet',
  robotImage: '/conversation-api/robot/image',
} as const;

/**
 * The share codes of the site's own demo sessions, one per site language: the platform seeds them at start
 * (server/demo) and the marketing pages' "talk to it" demo opens the one of the page's locale at /p/<code>.
 */
export const SITE_DEMO_SHARE_CODES = { zh: 'demo-zh', en: 'demo-en' } as const satisfies Record<
  Locale,
  string
>;

export const siteDemoShareCode = (locale: Locale): string => SITE_DEMO_SHARE_CODES[locale];

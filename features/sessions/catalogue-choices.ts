import { z } from 'zod';
import { requiredText } from '@/lib/contract/fields';
import { localizedDto, SESSION_LANGUAGES } from '@/lib/contract/languages';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';
import { SCRIPT_TYPES, sceneDto, scriptDto, sessionPaths } from './contract';

// What a customer picks from when making a session (spec §7 session service and management API): the dialog
// engines a character can use in a language, the industry scene templates of the editor's scenes tab, the
// recommended character and scene pairs, and the speech skills a page at a time.

/** The dialog engines a session can answer with (spec §3 model group). */
export const DIALOG_PLATFORMS = ['modelA', 'modelB', 'thirdParty', 'scriptsOnly'] as const;
export type DialogPlatform = (typeof DIALOG_PLATFORMS)[number];

/** Why a dialog engine cannot be used: the operator has not configured it, or the character does not speak it. */
export const DIALOG_UNAVAILABLE_REASONS = ['notConfigured', 'languageUnsupported'] as const;

export const dialogPlatformListRequest = z.object({
  characterCode: requiredText(100),
  language: z.enum(SESSION_LANGUAGES, 'invalid').default('zh'),
});

export const dialogPlatformDto = z.object({
  platform: z.enum(DIALOG_PLATFORMS),
  available: z.boolean(),
  reason: z.enum(DIALOG_UNAVAILABLE_REASONS).nullable(),
});
export type DialogPlatformDto = z.infer<typeof dialogPlatformDto>;

/** The industries scene templates and recommended pairs are made for (issue 25). */
export const SCENE_INDUSTRIES = ['bank', 'hospital', 'government', 'retail', 'education'] as const;
export type SceneIndustry = (typeof SCENE_INDUSTRIES)[number];

export const sceneTemplateListRequest = z.object({
  language: z.enum(SESSION_LANGUAGES, 'invalid').default('zh'),
  industry: z.enum(SCENE_INDUSTRIES, 'invalid').optional(),
});

/** An industry's starting point: its scene (a built-in background), a prologue and keyword scenes to add. */
export const sceneTemplateDto = z.object({
  industry: z.enum(SCENE_INDUSTRIES),
  /** The language the texts are in (a language without its own texts gets English's). */
  language: z.enum(SESSION_LANGUAGES),
  name: z.string(),
  background: z.object({ type: z.literal('builtin'), backgroundId: z.string(), name: localizedDto }),
  prologue: z.string(),
  scenes: z.array(sceneDto),
});
export type SceneTemplateDto = z.infer<typeof sceneTemplateDto>;

export const sceneRobotListRequest = z.object({
  /** Only characters that speak this language. */
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
});

/** A recommended pair: an industry's scene with a character of the catalogue that suits it. */
export const sceneRobotDto = z.object({
  industry: z.enum(SCENE_INDUSTRIES),
  characterCode: z.string(),
  characterName: localizedDto,
  backgroundId: z.string(),
  backgroundName: localizedDto,
});
export type SceneRobotDto = z.infer<typeof sceneRobotDto>;

/** The speech skills (a language's default scripts) a page at a time, optionally of one script type. */
export const speechSkillPageRequest = z.object({
  language: z.enum(SESSION_LANGUAGES, 'invalid').default('zh'),
  scriptType: z.enum(SCRIPT_TYPES, 'invalid').optional(),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});
export { scriptDto as speechSkillDto };

export const choicePaths = {
  dialogPlatformList: '/conversation-api/dialogPlatform/list',
  listScene: '/management/scene/listScene',
  sceneRobotList: sessionPaths.sceneRobotList,
  speechSkillList: sessionPaths.speechSkillList,
} as const;

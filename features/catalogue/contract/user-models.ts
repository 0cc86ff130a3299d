import { z } from 'zod';
import { requiredText, textField } from '@/lib/contract/fields';
import { localizedDto, SESSION_LANGUAGES } from '@/lib/contract/languages';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';
import { CHARACTER_GENDERS } from './catalogue';

// A corporation's own character models and every character it may use (spec §7 userModel/query, queryDetail,
// digital/getList).

export const USER_MODEL_STATUSES = ['processing', 'review', 'rejected', 'ready', 'failed'] as const;

export const userModelDto = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(CHARACTER_GENDERS),
  languages: z.array(z.enum(SESSION_LANGUAGES)),
  styles: z.array(z.string()),
  status: z.enum(USER_MODEL_STATUSES),
  createdAt: z.string(),
});
export type UserModelDto = z.infer<typeof userModelDto>;

export const userModelQueryRequest = z.object({
  name: textField().max(40, 'tooLong').optional(),
  status: z.enum(USER_MODEL_STATUSES, 'invalid').optional(),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});

export const userModelDetailRequest = z.object({ id: requiredText(100) });

/** Where a usable character comes from: the platform's cast or the corporation's own models. */
export const DIGITAL_SOURCES = ['platform', 'own'] as const;

export const digitalListRequest = z.object({
  /** Part of the name, in either language. */
  name: textField().max(40, 'tooLong').optional(),
  gender: z.enum(CHARACTER_GENDERS, 'invalid').optional(),
  language: z.enum(SESSION_LANGUAGES, 'invalid').optional(),
  style: textField().max(30, 'tooLong').optional(),
  source: z.enum(DIGITAL_SOURCES, 'invalid').optional(),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});
export type DigitalListRequest = z.output<typeof digitalListRequest>;

/**
 * How a session names one of its corporation's own portraits as its character (`detailDto.modelId`): the model's id
 * behind a prefix no characterCode of the cast has, so a code is never both.
 */
export const PORTRAIT_CODE_PREFIX = 'portrait:';
export const portraitCode = (modelId: string) => `${PORTRAIT_CODE_PREFIX}${modelId}`;
/** The model id a portrait's code names; null for a characterCode of the cast. */
export const portraitIdOf = (code: string | null | undefined): string | null =>
  code?.startsWith(PORTRAIT_CODE_PREFIX) && code.length > PORTRAIT_CODE_PREFIX.length
    ? code.slice(PORTRAIT_CODE_PREFIX.length)
    : null;

/** A character the corporation may use: the cast's by characterCode, its own by its portrait code. */
export const digitalHumanDto = z.object({
  source: z.enum(DIGITAL_SOURCES),
  /** What a session stores as `modelId`: the characterCode (platform) or `portrait:<model id>` (own). */
  code: z.string(),
  /** Own models have one name, given in both fields. */
  name: localizedDto,
  gender: z.enum(CHARACTER_GENDERS),
  languages: z.array(z.enum(SESSION_LANGUAGES)),
  styles: z.array(z.string()),
  /**
   * An own portrait's photo: its size and its face's centre in its pixels, so that a still of the portrait (a
   * session's card, the editor's preview) is framed as the runtime frames it. Absent for the cast.
   */
  framing: z
    .object({ width: z.number(), height: z.number(), faceX: z.number(), faceY: z.number() })
    .optional(),
});
export type DigitalHumanDto = z.infer<typeof digitalHumanDto>;

export const userModelPaths = {
  query: '/management/userModel/query',
  detail: '/management/userModel/queryDetail',
  digitalList: '/management/digital/getList',
} as const;

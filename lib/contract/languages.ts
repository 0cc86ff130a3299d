import { z } from 'zod';

// The languages a digital human speaks (spec §9), and texts given in each language of the site. Shared by the
// sessions, the catalogue (which languages a character speaks) and the voices (which languages a voice reads).

export const SESSION_LANGUAGES = ['zh', 'en', 'ja'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];

/** A name or label in both languages of the site. */
export const localizedDto = z.object({ zh: z.string(), en: z.string() });
export type Localized = z.infer<typeof localizedDto>;

/** A choice of a list (a language, a recognizer, a script type) with its name in both languages. */
export const optionDto = z.object({
  value: z.string(),
  name: localizedDto,
  /** Set when the option exists but the operator has not configured it (e.g. a server recognizer). */
  available: z.boolean(),
});
export type OptionDto = z.infer<typeof optionDto>;

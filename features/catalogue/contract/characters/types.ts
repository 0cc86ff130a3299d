import type { DrawnCharacter } from '@/components/digital-human/types';

// A character of the catalogue is data: who it is (names, styles, voice, languages) and how it looks (the
// renderer's parameters in components/digital-human). Adding a character adds an entry to the cast, never a drawing.

export type StyleTag =
  | 'business'
  | 'service'
  | 'casual'
  | 'medical'
  | 'academic'
  | 'traditional'
  | 'tech'
  | 'finance'
  | 'hospitality'
  | 'retail';
export type CastLanguage = 'zh' | 'en' | 'ja';

export interface Character extends DrawnCharacter {
  /** Stable code the API and the sessions refer to, e.g. 'c01-lin-business'. */
  characterCode: string;
  name: { zh: string; en: string };
  styles: readonly StyleTag[];
  /** Default voice of the speech engine (a plain id; the engine resolves it). */
  voice: string;
  languages: readonly CastLanguage[];
}

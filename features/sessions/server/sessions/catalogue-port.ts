import 'server-only';
import type { Localized, SessionLanguage } from '@/features/sessions/contract';
import type { Db } from '@/lib/server/db/client';

// What the sessions' server code needs of the catalogue (characters, scenes: features/catalogue) and of the voices
// (features/speech), composed by app/ (`app/_compose/session-catalogue.ts`).

/** A voice as a session names it. */
export interface SessionVoiceRef {
  name: Localized;
  engine: string;
  speaker: string;
  languages: readonly string[];
}

export interface SessionCatalogue {
  /**
   * A character by code, retired or not (a retired one stays for the sessions that use it). With the corporation,
   * a portrait code (`portrait:<model id>`) names one of its own portraits: `portrait` set, `retired` while it is not
   * approved; another corporation's portrait is null.
   */
  character(
    db: Db,
    code: string,
    corpId?: string,
  ): Promise<{ name: Localized; retired: boolean; ttsId: string; gender: string; portrait?: true } | null>;
  /** A scene that is still offered. */
  background(db: Db, code: string): Promise<{ name: Localized } | null>;
  /** The first business presenter still offered, for the sample session. */
  businessCharacter(db: Db): Promise<{ code: string; ttsId: string; gender: string } | null>;
  voice(ttsId: string): SessionVoiceRef | null;
  /** The character's own voice when it speaks the language, otherwise one that does (same gender first). */
  sessionVoice(character: { ttsId: string; gender: 'female' | 'male' }, language: SessionLanguage): string;
}

import 'server-only';
import type { SessionLanguage } from '../../contract';
import type { Localized } from '@/lib/contract/languages';
import type { Db } from '@/lib/server/db/client';

// What the session choices (dialog engines, scene templates, recommended pairs) read of the catalogue, composed in
// app/_compose/session-choices.ts.

export interface ChoiceCharacter {
  code: string;
  name: Localized;
  styles: readonly string[];
  languages: readonly SessionLanguage[];
}

export interface ChoicesCatalogue {
  /** A character by code, retired or not; null when the catalogue has none. */
  character(db: Db, code: string): Promise<ChoiceCharacter | null>;
  /** The characters on offer, in the catalogue's order. */
  characters(db: Db): Promise<ChoiceCharacter[]>;
  /** A scene that is still offered. */
  background(db: Db, code: string): Promise<{ name: Localized } | null>;
}

import { BUSINESS } from './cast-business';
import { CARE } from './cast-care';
import { EVERYDAY } from './cast-everyday';
import { HERITAGE } from './cast-heritage';
import { LEARNING } from './cast-learning';
import { SERVICE } from './cast-service';
import type { Character } from './types';

/** The built-in cast, in code order (the order the character list shows). */
export const CAST: readonly Character[] = [
  ...BUSINESS,
  ...SERVICE,
  ...CARE,
  ...LEARNING,
  ...EVERYDAY,
  ...HERITAGE,
].sort((a, b) => a.characterCode.localeCompare(b.characterCode));

const BY_CODE = new Map(CAST.map((character) => [character.characterCode, character]));

export const findCharacter = (code: string): Character | undefined => BY_CODE.get(code);

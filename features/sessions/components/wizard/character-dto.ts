import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import type { Look } from '@/components/digital-human/types';
import type { Character } from '@/features/catalogue/contract/characters/types';

/** The API's character as the renderer takes it: the same data, the default voice under its renderer name. */
export const toCharacter = (dto: CharacterDto): Character => ({
  characterCode: dto.characterCode,
  name: dto.name,
  gender: dto.gender,
  ageGroup: dto.ageGroup,
  styles: dto.styles as Character['styles'],
  voice: dto.ttsId,
  languages: dto.languages,
  look: dto.look as Look,
});

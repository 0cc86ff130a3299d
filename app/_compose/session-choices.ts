import 'server-only';
import { findCatalogueCharacter, listCharacters } from '@/features/catalogue/server/characters';
import { offeredScene } from '@/features/catalogue/server/lookups';
import { CHARACTER_PAGE_SIZE, type CharacterDto } from '@/features/catalogue/contract/catalogue';
import type { ChoiceCharacter, ChoicesCatalogue } from '@/features/sessions/server/choices/ports';

// The session choices (dialog engines, scene templates, recommended pairs) read the catalogue through this port.

const choiceCharacter = (character: CharacterDto): ChoiceCharacter => ({
  code: character.characterCode,
  name: character.name,
  styles: character.styles,
  languages: character.languages,
});

export const choicesCatalogue: ChoicesCatalogue = {
  character: async (db, code) => {
    const character = await findCatalogueCharacter(db, code);
    return character && choiceCharacter(character);
  },
  characters: async (db) =>
    (await listCharacters(db, { pageIndex: 1, pageSize: CHARACTER_PAGE_SIZE })).list.map(choiceCharacter),
  background: offeredScene,
};

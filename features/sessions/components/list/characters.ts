'use client';

import { useMemo } from 'react';
import { useCharacters } from '../../api/catalogue';
import type { Character, Look } from '../../characters/types';
import type { CharacterDto } from '../../contract';

/** The renderer's character from the catalogue's answer (its `look` is the renderer's `Look`). */
export function characterFromDto(dto: CharacterDto): Character {
  return {
    characterCode: dto.characterCode,
    name: dto.name,
    gender: dto.gender,
    ageGroup: dto.ageGroup,
    styles: dto.styles as Character['styles'],
    voice: dto.ttsId,
    languages: dto.languages,
    look: dto.look as Look,
  };
}

/** The catalogue's characters by code, for drawing the sessions' pictures. */
export function useCharacterMap(): ReadonlyMap<string, Character> {
  const { data } = useCharacters();
  return useMemo(
    () => new Map((data?.list ?? []).map((dto) => [dto.characterCode, characterFromDto(dto)])),
    [data],
  );
}

'use client';

import { useMemo } from 'react';
import { useCharacters } from '../../api/catalogue';
import type { Character } from '@/features/catalogue/contract/characters/types';
import { toCharacter } from '../wizard/character-dto';

/** The catalogue's characters by code, for drawing the sessions' pictures. */
export function useCharacterMap(): ReadonlyMap<string, Character> {
  const { data } = useCharacters();
  return useMemo(
    () => new Map((data?.list ?? []).map((dto) => [dto.characterCode, toCharacter(dto)])),
    [data],
  );
}

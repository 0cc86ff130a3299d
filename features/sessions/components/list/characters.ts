'use client';

import { useMemo } from 'react';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import { useCharacters, useMyCharacters, type MyCharacter } from '../../api/catalogue';
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

/**
 * The corporation's approved portraits by code, for the sessions among `codes` that show one; fetched only when one
 * does. A portrait no longer approved is absent: its session shows the drawn stand-in's place (an empty frame).
 */
export function usePortraitMap(codes: readonly string[]): ReadonlyMap<string, MyCharacter> {
  const { data } = useMyCharacters(codes.some((code) => portraitIdOf(code) !== null));
  return useMemo(() => new Map((data ?? []).map((c) => [c.code, c])), [data]);
}

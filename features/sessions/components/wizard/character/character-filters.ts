import type { CharacterDto } from '@/features/catalogue/contract/catalogue';

export interface CharacterFilter {
  gender: CharacterDto['gender'] | null;
  ageGroup: CharacterDto['ageGroup'] | null;
  style: string | null;
}

export const NO_FILTER: CharacterFilter = { gender: null, ageGroup: null, style: null };

export const filterCharacters = (list: readonly CharacterDto[], f: CharacterFilter) =>
  list.filter(
    (c) =>
      (!f.gender || c.gender === f.gender) &&
      (!f.ageGroup || c.ageGroup === f.ageGroup) &&
      (!f.style || c.styles.includes(f.style)),
  );

/** The style tags the cast uses, in the order they first appear. */
export const stylesOf = (list: readonly CharacterDto[]) => [...new Set(list.flatMap((c) => c.styles))];

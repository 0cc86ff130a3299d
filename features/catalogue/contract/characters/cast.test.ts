import { describe, expect, it } from 'vitest';
import { CAST, findCharacter } from './cast';

const distinct = <T>(values: readonly T[]) => new Set(values).size;

describe('the built-in cast', () => {
  it('has at least 40 characters with unique, stable codes', () => {
    expect(CAST.length).toBeGreaterThanOrEqual(40);
    const codes = CAST.map((c) => c.characterCode);
    expect(distinct(codes)).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^c\d{2}-[a-z]+-[a-z]+$/);
    expect(findCharacter('c01-lin-business')?.name.en).toBe('Lin Yue');
  });

  it('is varied in gender, age, dress, skin tone and looks', () => {
    expect(distinct(CAST.map((c) => c.gender))).toBe(2);
    expect(distinct(CAST.map((c) => c.ageGroup))).toBe(3);
    expect(distinct(CAST.flatMap((c) => c.styles))).toBeGreaterThanOrEqual(6);
    expect(distinct(CAST.map((c) => c.look.skin))).toBeGreaterThanOrEqual(5);
    expect(distinct(CAST.map((c) => c.look.hair))).toBeGreaterThanOrEqual(12);
    expect(distinct(CAST.map((c) => c.look.outfit.kind))).toBeGreaterThanOrEqual(12);
    const women = CAST.filter((c) => c.gender === 'female').length;
    expect(Math.abs(women - (CAST.length - women))).toBeLessThanOrEqual(CAST.length / 5);
    // No two characters share a whole look.
    expect(distinct(CAST.map((c) => JSON.stringify(c.look)))).toBe(CAST.length);
  });

  it('gives every character both names, a voice and the languages it speaks', () => {
    for (const c of CAST) {
      expect(c.name.zh.trim()).not.toBe('');
      expect(c.name.en.trim()).not.toBe('');
      expect(c.voice).toMatch(/^\w+:\S+$/);
      expect(c.languages.length).toBeGreaterThan(0);
      for (const language of c.languages) expect(['zh', 'en', 'ja']).toContain(language);
      expect(c.styles.length).toBeGreaterThan(0);
    }
    expect(distinct(CAST.flatMap((c) => c.languages))).toBe(3);
  });
});

import { HAIR, SKIN } from '../palette';
import type { Look } from '../types';
import { luminance, mix, shade, tint } from './color';

/** The colours every part reads, worked out once per character. */
export function tonesOf(look: Look) {
  const skin = SKIN[look.skin];
  const hair = look.hairColor;
  const greyHair = hair === HAIR.grey || hair === HAIR.white || hair === HAIR.salt;
  const light = luminance(hair) > 0.45;
  return {
    skin,
    // Dark hair shines cool and shows its strands lighter than itself; light hair the other way round.
    hair: {
      base: hair,
      shade: shade(hair, light ? 0.2 : 0.35),
      tint: light ? tint(hair, 0.3) : mix(hair, '#8590a6', 0.3),
      strand: luminance(hair) < 0.2 ? mix(hair, '#8590a6', 0.16) : shade(hair, 0.22),
    },
    // Light and grey hair keep brows a shade darker than the hair, or the face loses its expression.
    brow: greyHair
      ? mix(hair, '#5a524e', 0.45)
      : light
        ? mix(hair, '#3b2618', 0.45)
        : mix(hair, skin.line, 0.1),
    lash: mix('#1e1412', skin.line, 0.15),
    lip: look.lipColor ?? skin.lip,
  };
}

export type Tones = ReturnType<typeof tonesOf>;

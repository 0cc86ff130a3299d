import type { SkinTone } from './types';

/**
 * Skin tones, chosen per tone rather than computed: the shadow of a deep tone has to turn warmer and redder where a
 * light tone's shadow only darkens, or dark faces look grey and light ones muddy.
 */
export const SKIN: Record<
  SkinTone,
  { base: string; shade: string; line: string; lip: string; blush: string }
> = {
  porcelain: { base: '#fde6d8', shade: '#f2c8b4', line: '#c98f7b', lip: '#e0868a', blush: '#f6aeaa' },
  fair: { base: '#f9dac4', shade: '#ecbda2', line: '#c48a6c', lip: '#d97f7c', blush: '#f2a596' },
  light: { base: '#f3cba9', shade: '#e2ad89', line: '#b77b58', lip: '#cc7467', blush: '#eb9c84' },
  warm: { base: '#e9b78f', shade: '#d49a72', line: '#a76a48', lip: '#c0685a', blush: '#e08f74' },
  tan: { base: '#d6a078', shade: '#bf825b', line: '#8f5738', lip: '#a95a4b', blush: '#cf7f65' },
  olive: { base: '#c79468', shade: '#ad7850', line: '#7d4f31', lip: '#9d5747', blush: '#c27459' },
  brown: { base: '#a66c48', shade: '#8b5536', line: '#5d3520', lip: '#7e4034', blush: '#ad5f48' },
  deep: { base: '#82502f', shade: '#6a3d22', line: '#3f2414', lip: '#5e2f26', blush: '#8e4a35' },
  ebony: { base: '#603823', shade: '#4b2a19', line: '#2b170d', lip: '#4a2620', blush: '#6e3626' },
};

export const HAIR = {
  black: '#1d1a1f',
  softBlack: '#2c2428',
  darkBrown: '#3e2b23',
  brown: '#5b3b29',
  chestnut: '#7b4a2d',
  auburn: '#8e3f24',
  honey: '#b07a3e',
  blonde: '#d3aa6a',
  ash: '#7d746e',
  salt: '#9c9894',
  grey: '#b9b5b1',
  white: '#e4e0dc',
} as const;

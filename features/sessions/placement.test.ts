import { describe, expect, it } from 'vitest';
import { PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import { defaultPlacement } from './placement';

describe('defaultPlacement', () => {
  it.each(Object.entries(PROPORTIONS))('keeps the 540×960 frame inside a %s picture', (_, size) => {
    const place = defaultPlacement(size.videoWidth, size.videoHeight);
    expect(place.humanHeight).toBe(Math.round(size.videoHeight * 0.9));
    expect(place.humanWidth / place.humanHeight).toBeCloseTo(540 / 960, 2);
    expect(place.humanY + place.humanHeight).toBe(size.videoHeight);
    expect(Math.abs(place.humanX * 2 + place.humanWidth - size.videoWidth)).toBeLessThanOrEqual(1);
  });
});

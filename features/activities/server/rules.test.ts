import { describe, expect, it } from 'vitest';
import { audiencesOf, promotedPriceFen, stateAt } from './rules';

describe('promotion rules', () => {
  it('price: basis points rounded half up, an amount never below zero', () => {
    expect(promotedPriceFen(999, 'percent', 1_500)).toBe(849); // 849.15
    expect(promotedPriceFen(10, 'percent', 500)).toBe(10); // 9.5 → 10
    expect(promotedPriceFen(500, 'amount', 800)).toBe(0);
  });
  it('state: the start is active, the end is ended', () => {
    const period = { startsAt: new Date(1000), endsAt: new Date(2000) };
    expect([999, 1000, 1999, 2000].map((ms) => stateAt(period, new Date(ms)))).toEqual([
      'upcoming',
      'active',
      'active',
      'ended',
    ]);
  });
  it('audiences: plan and certification', () => {
    expect(audiencesOf({ plan: 'trial', certified: false })).toEqual(['all', 'trial', 'uncertified']);
    expect(audiencesOf({ plan: 'standard', certified: true })).toEqual(['all', 'standard', 'certified']);
  });
});

import { describe, expect, it } from 'vitest';
import { overlapScore, recallScore, termCredit } from './scoring';

const even = () => 1;

describe('overlapScore', () => {
  it('is 1 for the same terms and 0 for none shared', () => {
    expect(overlapScore(['refund', 'plan'], ['plan', 'refund'], even)).toBe(1);
    expect(overlapScore(['refund'], ['invoice'], even)).toBe(0);
  });

  it('counts rare words more than common ones', () => {
    const weight = (term: string) => (term === 'platform' ? 0.1 : 2);
    expect(overlapScore(['platform', 'refund'], ['platform', 'invoice'], weight)).toBeLessThan(0.1);
    expect(overlapScore(['platform', 'refund'], ['refund', 'invoice'], weight)).toBeGreaterThan(0.4);
  });

  it('gives part credit to a near form of a word', () => {
    expect(termCredit('cancel', 'cancellation')).toBeGreaterThan(0);
    expect(termCredit('passwrd', 'password')).toBeGreaterThan(0);
    expect(termCredit('改', '修改')).toBeGreaterThan(0);
    expect(termCredit('cat', 'category')).toBe(0);
    const near = overlapScore(['cancel'], ['cancellation'], even);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1);
  });
});

describe('recallScore', () => {
  it('measures how much of the question a long passage covers', () => {
    const passage = ['deploy', 'server', 'gpu', 'private', 'install', 'guide'];
    expect(recallScore(['private', 'deploy'], passage, even)).toBe(1);
    expect(recallScore(['private', 'price'], passage, even)).toBe(0.5);
  });
});

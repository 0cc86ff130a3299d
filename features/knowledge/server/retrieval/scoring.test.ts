import { describe, expect, it } from 'vitest';
import { overlapScore, recallScore, SYNONYM_CREDIT, termCredit, withAnswer } from './scoring';
import { expandSynonyms } from './synonyms';
import { FAQ_THRESHOLDS, decideFaq } from './thresholds';
import { tokenize } from './tokenizer';

const even = () => 1;
const set = (...terms: string[]) => new Set(terms);

describe('overlapScore', () => {
  it('is 1 for the same terms and 0 for none shared', () => {
    expect(overlapScore(['refund', 'plan'], set('plan', 'refund'), even)).toBe(1);
    expect(overlapScore(['refund'], set('invoic'), even)).toBe(0);
  });

  it('counts rare words more than common ones', () => {
    const weight = (term: string) => (term === 'platform' ? 0.1 : 2);
    expect(overlapScore(['platform', 'refund'], set('platform', 'invoic'), weight)).toBeLessThan(0.1);
    expect(overlapScore(['platform', 'refund'], set('refund', 'invoic'), weight)).toBeGreaterThan(0.4);
  });

  it('gives part credit to a near form of a word', () => {
    expect(termCredit('passwrd', 'password')).toBeGreaterThan(0);
    expect(termCredit('改', '修改')).toBeGreaterThan(0);
    expect(termCredit('sign_up', 'sign')).toBeGreaterThan(0);
    expect(termCredit('cat', 'categori')).toBe(0);
    const near = overlapScore(['passwrd'], set('password'), even);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(1);
  });

  it('gives part credit to a synonym, in English and Chinese, below the word itself', () => {
    expect(termCredit(tokenize('cost')[0]!, tokenize('pricing')[0]!)).toBe(SYNONYM_CREDIT);
    expect(termCredit('多少钱', '收费')).toBe(SYNONYM_CREDIT);
    expect(termCredit('sign_up', 'regist')).toBe(SYNONYM_CREDIT);
    expect(expandSynonyms(tokenize('can I get my money back'))).toContain('refund');
    const price = tokenize('What is the price?');
    expect(overlapScore(price, set(...tokenize('What does it cost?')), even)).toBeLessThan(1);
    expect(overlapScore(price, set(...tokenize('What does it cost?')), even)).toBeGreaterThan(0.7);
  });
});

describe('recallScore', () => {
  it('measures how much of the question a long passage covers', () => {
    const passage = set('deploy', 'server', 'gpu', 'privat', 'instal', 'guid');
    expect(recallScore(['privat', 'deploy'], passage, even)).toBe(1);
    expect(recallScore(['privat', 'price'], passage, even)).toBe(0.5);
  });
});

describe('withAnswer', () => {
  it('lets an answer alone bring an item to the model as context, never answer outright', () => {
    expect(decideFaq(withAnswer(0, 1))).toBe('context');
    expect(decideFaq(withAnswer(0, 0.3))).toBe('none');
  });

  it('lifts an item whose question matches in part, and never lowers a score', () => {
    expect(withAnswer(FAQ_THRESHOLDS.context, 1)).toBeCloseTo(FAQ_THRESHOLDS.answer);
    expect(decideFaq(withAnswer(0.2, 1))).toBe('context');
    expect(withAnswer(0.4, 0)).toBe(0.4);
    expect(withAnswer(1, 1)).toBe(1);
    expect(withAnswer(0.4, 0.5)).toBeGreaterThan(withAnswer(0.4, 0.2));
  });
});

import { describe, expect, it } from 'vitest';
import { plans } from '@/features/marketing/content/plans';
import { catalogues } from '@/messages/catalogues';
import { locales } from '@/lib/routing/locale';

// Prices are not decided (spec §9): the plans must not publish any amount of money.
const PRICE =
  /[¥￥$€£]|\b(?:RMB|CNY|USD|EUR)\b|元|块钱|\/\s*(?:月|年|month|year)|per (?:month|year|minute)|每(?:月|年|分钟)/i;

const texts = (locale: (typeof locales)[number], id: (typeof plans)[number]['id']) =>
  catalogues[locale].Plans[id];

describe('plans content', () => {
  it('offers the trial, the cloud edition, the local edition and private IP cloning', () => {
    expect(plans.map((p) => p.id)).toEqual(['trial', 'cloud', 'local', 'privateIp']);
  });

  it.each(locales)('describes every plan in %s', (locale) => {
    for (const plan of plans) {
      const { name, summary, includes } = texts(locale, plan.id);
      expect(name.trim()).not.toBe('');
      expect(summary.trim()).not.toBe('');
      expect(includes.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists as many inclusions in Chinese as in English', () => {
    for (const plan of plans)
      expect(texts('zh', plan.id).includes.length).toBe(texts('en', plan.id).includes.length);
  });

  it('states the trial limits of spec §9: 14 days, 2 sessions, 10 digital humans', () => {
    expect(plans[0]).toEqual({ id: 'trial', action: 'trial' });
    expect(texts('en', 'trial').includes.join(' ')).toMatch(
      /14-day[\s\S]*2 sessions[\s\S]*10 digital humans/,
    );
    expect(texts('zh', 'trial').includes.join(' ')).toMatch(/14 天[\s\S]*2 个会话[\s\S]*10 个数字人/);
  });

  it('contains no price figures: paid plans ask the visitor to contact us', () => {
    for (const plan of plans) {
      for (const locale of locales) {
        const { name, summary, includes } = texts(locale, plan.id);
        expect([name, summary, ...includes].join('\n')).not.toMatch(PRICE);
      }
      if (plan.id !== 'trial') expect(plan.action).toBe('contact');
    }
  });
});

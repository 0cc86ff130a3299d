import { describe, expect, it } from 'vitest';
import { plans } from '@/features/marketing/content/plans';
import { locales } from '@/lib/routing/locale';

// Prices are not decided (spec §9): the plans must not publish any amount of money.
const PRICE =
  /[¥￥$€£]|\b(?:RMB|CNY|USD|EUR)\b|元|块钱|\/\s*(?:月|年|month|year)|per (?:month|year|minute)|每(?:月|年|分钟)/i;

describe('plans content', () => {
  it('offers the trial, the cloud edition, the local edition and private IP cloning', () => {
    expect(plans.map((p) => p.id)).toEqual(['trial', 'cloud', 'local', 'privateIp']);
  });

  it.each(locales)('describes every plan in %s', (locale) => {
    for (const plan of plans) {
      expect(plan.name[locale].trim()).not.toBe('');
      expect(plan.summary[locale].trim()).not.toBe('');
      expect(plan.includes[locale].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists as many inclusions in Chinese as in English', () => {
    for (const plan of plans) expect(plan.includes.zh.length).toBe(plan.includes.en.length);
  });

  it('states the trial limits of spec §9: 14 days, 2 sessions, 10 digital humans', () => {
    const trial = plans.find((p) => p.id === 'trial')!;
    expect(trial.action).toBe('trial');
    expect(trial.includes.en.join(' ')).toMatch(/14-day[\s\S]*2 sessions[\s\S]*10 digital humans/);
    expect(trial.includes.zh.join(' ')).toMatch(/14 天[\s\S]*2 个会话[\s\S]*10 个数字人/);
  });

  it('contains no price figures: paid plans ask the visitor to contact us', () => {
    for (const plan of plans) {
      for (const locale of locales) {
        const text = [plan.name[locale], plan.summary[locale], ...plan.includes[locale]].join('\n');
        expect(text).not.toMatch(PRICE);
      }
      if (plan.id !== 'trial') expect(plan.action).toBe('contact');
    }
  });
});

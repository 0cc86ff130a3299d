// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readOptions } from './options';

/** The customer's tag on a page of the given `<html lang>`. */
function tag(pageLang: string | null, dataset: Record<string, string> = {}) {
  if (pageLang === null) document.documentElement.removeAttribute('lang');
  else document.documentElement.lang = pageLang;
  const script = document.createElement('script');
  script.src = 'https://platform.example/sdk/v1/digital-human.js';
  Object.assign(script.dataset, { appId: 'app_1', ...dataset });
  return readOptions(script, document);
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe("the SDK's language (issue 19 §1.13)", () => {
  it('follows the lang option of the tag first', () => {
    expect(tag('en', { lang: 'zh' })?.lang).toBe('zh');
    expect(tag('zh-CN', { lang: 'en' })?.lang).toBe('en');
  });

  it("else the host page's <html lang>, Chinese in any of its forms", () => {
    for (const lang of ['zh', 'zh-CN', 'ZH-hans', 'zh_TW']) expect(tag(lang)?.lang).toBe('zh');
    expect(tag('en-GB')?.lang).toBe('en');
    expect(tag('ja')?.lang).toBe('en');
  });

  it('else English, whatever language the browser prefers', () => {
    // jsdom's navigator says en-US; the rule does not read it at all, so a page without lang is English anywhere.
    expect(tag(null)?.lang).toBe('en');
    expect(tag('', { lang: ' ' })?.lang).toBe('en');
  });

  it('reads the rest of the tag as before', () => {
    expect(tag('zh', { mode: 'inline', target: '#stage' })).toEqual({
      appId: 'app_1',
      mode: 'inline',
      target: '#stage',
      lang: 'zh',
      platform: 'https://platform.example',
      root: 'https://platform.example',
    });
  });
});

describe('a platform under a base path (BASE_PATH)', () => {
  it('calls the platform where its script came from, and takes events from its origin alone', () => {
    const script = document.createElement('script');
    script.src = 'https://platform.example/dh/sdk/v1/digital-human.js';
    script.dataset.appId = 'app_1';
    expect(readOptions(script, document)).toMatchObject({
      platform: 'https://platform.example',
      root: 'https://platform.example/dh',
    });
  });
});

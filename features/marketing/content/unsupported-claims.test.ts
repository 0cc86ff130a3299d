import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Claims the product spec (§1, §9) does not back, found in earlier copy. The marketing pages may only promise what
// the product does; bring a claim back only together with the feature that makes it true.
const UNSUPPORTED: [RegExp, string][] = [
  [/large text|few buttons|大字体|少按钮/i, 'the companion app UI is not specified'],
  [/licen[cs]e|授权许可/i, 'no licence model is specified for the offline edition'],
  [/speech recognition and speech synthesis|语音识别与语音合成/i, 'local speech engines are not specified'],
  [/notes you wrote|备注逐页/i, 'slide notes are not specified for video creation'],
  [/lip-sync|口型同步|see, listen|能看、能听/i, 'lip-sync and vision are not specified'],
  [/stay inside your network|不离开您的网络|留在您的内网/i, 'no data-residency promise is specified'],
];

const root = process.cwd();
const sources = [
  'features/marketing/messages/zh.json',
  'features/marketing/messages/en.json',
  ...readdirSync(path.join(root, 'content/news')).map((name) => `content/news/${name}`),
];

describe('marketing copy', () => {
  it.each(sources)('%s makes no claim the spec does not support', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const found = UNSUPPORTED.filter(([pattern]) => pattern.test(text)).map(([, why]) => why);
    expect(found).toEqual([]);
  });
});

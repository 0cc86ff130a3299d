// Rebuilds lib/seo/og-font/og-sans.otf, the font of the share cards (lib/seo/og-image.tsx): Noto Sans CJK SC Bold cut
// down to printable ASCII and the characters of the card texts, so the build never fetches a font. Run it after
// changing Common.brand or OgImage.* in messages/ (lib/seo/og-image.test.ts fails until then).
// Needs Debian's fonts-noto-cjk and python3-fonttools.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const SC_FACE = '2';

const texts = ['zh', 'en'].flatMap((locale) => {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
  return [messages.Common.brand, ...Object.values(messages.OgImage)];
});
let ascii = '';
for (let code = 0x20; code < 0x7f; code++) ascii += String.fromCharCode(code);
const characters = [...new Set([...ascii, ...texts.join('')])].join('');

const result = spawnSync(
  process.env.PYTHON || '/usr/bin/python3',
  [
    '-m',
    'fontTools.subset',
    SOURCE,
    `--font-number=${SC_FACE}`,
    `--text=${characters}`,
    '--layout-features=kern,palt',
    '--output-file=lib/seo/og-font/og-sans.otf',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

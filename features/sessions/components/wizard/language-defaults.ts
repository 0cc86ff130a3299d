import type { GlobalSettings } from '../../contract';

/** The built-in start and load page images the catalogue offers, by their codes. */
export function builtinPageImages(settings: Pick<GlobalSettings, 'builtinImages'>) {
  const codes = settings.builtinImages.map((i) => i.code);
  const pick = (hint: string) => codes.find((c) => c.includes(hint)) ?? codes[0] ?? 'start-default';
  return { startImage: `builtin:${pick('start')}`, loadImage: `builtin:${pick('load')}` };
}

import { withBasePath } from '@/lib/config/base-path';
import type { CSSProperties } from 'react';
import { LoadDefault } from './LoadDefault';
import { StartDefault } from './StartDefault';

const BUILTIN = {
  'builtin:start-default': StartDefault,
  'builtin:load-default': LoadDefault,
} as const;

export const BUILTIN_PAGE_IMAGES = Object.keys(BUILTIN) as (keyof typeof BUILTIN)[];

const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' };

/**
 * A start or loading page image: a built-in one drawn here (so it shows in the console, the live page and the
 * embed alike) or the corporation's upload at its URL.
 */
export function PageImage({ src, label, style }: { src: string; label?: string; style?: CSSProperties }) {
  const Builtin = BUILTIN[src as keyof typeof BUILTIN];
  if (Builtin)
    return (
      <Builtin
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        style={{ ...FILL, ...style }}
      />
    );
  if (!src.startsWith('/api/files/')) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a user's upload at its own URL, any size
  return <img src={withBasePath(src)} alt={label ?? ''} style={{ ...FILL, ...style }} />;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from './og-image-path';

export interface OgImageText {
  brand: string;
  tagline: string;
  features: string;
}

// Only the characters of the card texts: scripts/og-font.mjs rebuilds it. With every glyph present, next/og never
// fetches a font from the network while the build prerenders the cards.
const fontFile = path.join(process.cwd(), 'lib', 'seo', 'og-font', 'og-sans.otf');

const INDIGO = '#4263eb';

/** The brand mark of public/logo.svg, drawn again in the elements next/og understands. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512">
      <rect width="512" height="512" rx="112" fill={INDIGO} />
      <circle cx="256" cy="200" r="96" fill="#fff" />
      <path d="M96 448c22-90 86-134 160-134s138 44 160 134" fill="#fff" fillOpacity="0.8" />
      <circle cx="222" cy="196" r="12" fill={INDIGO} />
      <circle cx="290" cy="196" r="12" fill={INDIGO} />
    </svg>
  );
}

/** The share card of one site: the mark, the brand, what the platform does, on the site's colours. */
export async function renderOgImage(text: OgImageText): Promise<ImageResponse> {
  const font = await readFile(fontFile);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 64,
        padding: '0 96px',
        background: 'linear-gradient(135deg, #edf2ff 0%, #e3fafc 100%)',
        fontFamily: 'OgSans',
        color: '#1b1f3b',
      }}
    >
      <Mark size={240} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, flex: 1 }}>
        <div style={{ fontSize: 72, fontWeight: 700, color: '#364fc7', lineHeight: 1.1 }}>{text.brand}</div>
        <div style={{ fontSize: 40, lineHeight: 1.3 }}>{text.tagline}</div>
        <div style={{ fontSize: 26, color: '#495057', lineHeight: 1.4 }}>{text.features}</div>
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [{ name: 'OgSans', data: font, weight: 700, style: 'normal' }],
    },
  );
}

/** The brand mark alone as a square PNG, for the organization's logo in structured data. */
export function renderLogo(size: number): ImageResponse {
  return new ImageResponse(<Mark size={size} />, { width: size, height: size });
}

import type { CSSProperties } from 'react';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import type { Character as CharacterData } from '@/features/catalogue/contract/characters/types';
import { SceneBackground } from '@/components/digital-human/background/SceneBackground';
import { Character, type CharacterProps } from '@/components/digital-human/character/Character';

export type SheetTranslator = (key: string, values?: Record<string, number>) => string;

interface Props {
  locale: 'zh' | 'en';
  t: SheetTranslator;
}

const S = {
  page: { width: 1280, padding: 24, boxSizing: 'border-box', background: '#f4f6f9', color: '#1f2733' },
  h1: { fontSize: 22, margin: '0 0 4px' },
  h2: { fontSize: 16, margin: '28px 0 12px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(9, 1fr)', gap: 10 },
  card: {
    background: '#ffffff',
    borderRadius: 8,
    padding: '8px 4px',
    textAlign: 'center',
    fontSize: 11,
    lineHeight: 1.35,
  },
  stage: {
    background: 'linear-gradient(#e9eef4, #dfe5ec)',
    borderRadius: 6,
    height: 200,
    overflow: 'hidden',
  },
  muted: { color: '#6b7685', fontSize: 10 },
  row: { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'flex-end' },
} satisfies Record<string, CSSProperties>;

function Card({ character, locale, t }: { character: CharacterData } & Props) {
  const tags = [
    t(`gender.${character.gender}`),
    t(`ageGroup.${character.ageGroup}`),
    ...character.styles.map((s) => t(`styles.${s}`)),
  ];
  return (
    <div style={S.card} data-code={character.characterCode}>
      <div style={S.stage}>
        <Character character={character} size={200} />
      </div>
      <div style={{ fontWeight: 600, marginTop: 6 }}>{character.name[locale]}</div>
      <div style={S.muted}>{character.name[locale === 'zh' ? 'en' : 'zh']}</div>
      <div style={S.muted}>{tags.join(' · ')}</div>
      <div style={S.muted}>{character.languages.map((l) => t(`languages.${l}`)).join(' / ')}</div>
    </div>
  );
}

const POSES: { key: string; props: Partial<CharacterProps> }[] = [
  { key: 'closed', props: { mouth: 'closed' } },
  { key: 'open', props: { mouth: 'open' } },
  { key: 'round', props: { mouth: 'round' } },
  { key: 'wide', props: { mouth: 'wide' } },
  { key: 'blink', props: { eyelids: 0.5 } },
  { key: 'shut', props: { eyelids: 1 } },
  { key: 'tilt', props: { head: { tilt: 4, turn: 12 }, mouth: 0.4 } },
  { key: 'sway', props: { sway: -1.5, head: { tilt: -3, turn: -8 } } },
];

const RATIOS = [
  [320, 180],
  [180, 320],
  [240, 180],
  [200, 200],
] as const;

/** Every character and background on one page, for the screenshot that keeps the cast's look from drifting. */
export function CastSheet({ locale, t }: Props) {
  const model = CAST[0]!;
  return (
    <main style={S.page} lang={locale}>
      <h1 style={S.h1}>{t('title')}</h1>
      <p style={{ ...S.muted, fontSize: 13, margin: 0 }}>{t('intro')}</p>
      <h2 style={S.h2}>{t('characters', { count: CAST.length })}</h2>
      <div style={S.grid}>
        {CAST.map((character) => (
          <Card key={character.characterCode} character={character} locale={locale} t={t} />
        ))}
      </div>
      <h2 style={S.h2}>{t('thumbnails')}</h2>
      <div style={S.row}>
        {CAST.map((character) => (
          <Character key={character.characterCode} character={character} view="bust" size={64} />
        ))}
      </div>
      <h2 style={S.h2}>{t('poses')}</h2>
      <div style={S.row}>
        {POSES.map(({ key, props }) => (
          <div key={key} style={S.card}>
            <div style={{ ...S.stage, height: 240, width: 135 }}>
              <Character character={model} size={240} {...props} />
            </div>
            <div style={S.muted}>{t(`pose.${key}`)}</div>
          </div>
        ))}
      </div>
      <h2 style={S.h2}>{t('backgrounds', { count: BACKGROUNDS.length })}</h2>
      <div style={{ ...S.grid, gridTemplateColumns: 'repeat(6, 1fr)' }}>
        {BACKGROUNDS.map((background) => (
          <div key={background.backgroundCode} style={S.card}>
            <SceneBackground backgroundCode={background.backgroundCode} width={176} height={99} />
            <div>{background.name[locale]}</div>
          </div>
        ))}
      </div>
      <h2 style={S.h2}>{t('ratios')}</h2>
      <div style={S.row}>
        {RATIOS.map(([w, h], i) => (
          <div
            key={`${w}x${h}`}
            style={{ position: 'relative', width: w, height: h, overflow: 'hidden', borderRadius: 6 }}
          >
            <SceneBackground backgroundCode={BACKGROUNDS[i]!.backgroundCode} width={w} height={h} />
            <div style={{ position: 'absolute', top: 0, left: (w - (h * 9) / 16) / 2 }}>
              <Character character={CAST[(i * 11 + 4) % CAST.length]!} size={h} />
            </div>
          </div>
        ))}
      </div>
    </main>
  );
}

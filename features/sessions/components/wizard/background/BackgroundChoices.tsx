import { memo } from 'react';
import type { BackgroundItem } from '@/features/catalogue/contract/catalogue';
import { SceneBackground } from '@/components/digital-human/background/SceneBackground';
import classes from './BackgroundChoices.module.css';

interface Props {
  items: readonly BackgroundItem[];
  selected: { type: string; backgroundId: string } | null;
  onSelect: (item: BackgroundItem) => void;
  locale: 'zh' | 'en';
}

/** Backgrounds as toggle buttons with a small picture: built-in scenes are drawn, uploads shown as images. */
export const BackgroundChoices = memo(function BackgroundChoices({
  items,
  selected,
  onSelect,
  locale,
}: Props) {
  return (
    <div className={classes.grid}>
      {items.map((item) => (
        <button
          key={`${item.type}:${item.backgroundId}`}
          type="button"
          className={classes.tile}
          data-background={item.backgroundId}
          aria-pressed={selected?.type === item.type && selected.backgroundId === item.backgroundId}
          onClick={() => onSelect(item)}
        >
          <span className={classes.thumb}>
            {item.type === 'builtin' ? (
              <SceneBackground backgroundCode={item.backgroundId} />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- the corporation's upload at its own URL
              <img src={item.url ?? ''} alt="" loading="lazy" />
            )}
          </span>
          <span className={classes.name}>{item.name[locale]}</span>
        </button>
      ))}
    </div>
  );
});

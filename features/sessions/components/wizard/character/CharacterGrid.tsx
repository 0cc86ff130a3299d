import { memo } from 'react';
import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import { Character } from '@/components/digital-human/character/Character';
import { toCharacter } from '../character-dto';
import classes from './CharacterGrid.module.css';

interface Props {
  characters: readonly CharacterDto[];
  selected: string | null;
  onSelect: (characterCode: string) => void;
  locale: 'zh' | 'en';
}

/** The cast as toggle buttons of head-and-shoulder thumbnails. Memoised: forty SVGs need not redraw per click. */
export const CharacterGrid = memo(function CharacterGrid({ characters, selected, onSelect, locale }: Props) {
  return (
    <div className={classes.grid}>
      {characters.map((c) => (
        <button
          key={c.characterCode}
          type="button"
          className={classes.tile}
          aria-pressed={c.characterCode === selected}
          data-character-code={c.characterCode}
          onClick={() => onSelect(c.characterCode)}
        >
          <span className={classes.thumb}>
            <Thumb character={c} />
          </span>
          <span className={classes.name}>{c.name[locale]}</span>
        </button>
      ))}
    </div>
  );
});

const Thumb = memo(function Thumb({ character }: { character: CharacterDto }) {
  return <Character character={toCharacter(character)} view="bust" />;
});

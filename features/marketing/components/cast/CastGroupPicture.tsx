import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { SceneBackground } from '@/components/digital-human/background/SceneBackground';
import { Character } from '@/components/digital-human/character/Character';
import { castLocale, listOf } from './cast-locale';
import type { CastGroup } from './cast-types';
import classes from './cast.module.css';

/**
 * Where the figures of a group stand, left to right, as the centre of each and its height in the picture: the
 * middle one in front and tallest, the others a step back. Two or three figures; more would crowd the picture.
 */
const SLOTS: Record<number, { x: number; height: number; z: number }[]> = {
  1: [{ x: 50, height: 110, z: 1 }],
  2: [
    { x: 33, height: 100, z: 2 },
    { x: 67, height: 92, z: 1 },
  ],
  3: [
    { x: 21, height: 88, z: 1 },
    { x: 50, height: 100, z: 2 },
    { x: 79, height: 88, z: 1 },
  ],
};

/** A hero picture: members of the cast together in one scene, drawn at build time. */
export async function CastGroupPicture({ group }: { group: CastGroup }) {
  const [locale, t] = await Promise.all([castLocale(), getTranslations('SiteCast')]);
  const members = group.members.slice(0, 3);
  const slots = SLOTS[members.length] ?? [];
  return (
    <div
      role="img"
      aria-label={t('group', {
        names: listOf(
          locale,
          members.map((m) => m.name[locale]),
        ),
      })}
      className={classes.group}
      data-cast-group=""
    >
      <SceneBackground backgroundCode={group.sceneCode} className={classes.fill} />
      {members.map((member, index) => {
        const slot = slots[index]!;
        const style: CSSProperties = { left: `${slot.x}%`, height: `${slot.height}%`, zIndex: slot.z };
        return (
          <div key={member.character.characterCode} className={classes.figure} style={style}>
            <Character character={member.character} />
          </div>
        );
      })}
    </div>
  );
}

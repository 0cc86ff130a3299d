import { getTranslations } from 'next-intl/server';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { portraitPlacement } from '@/components/digital-human/placement';
import { castLocale } from './cast-locale';
import type { CastMember } from './cast-types';

/** Head and shoulders in front of the member's scene: an upright 4:5 picture, or a wide 16:10 one for a card. */
const LAYOUTS = {
  upright: { videoWidth: 800, videoHeight: 1000, ...portraitPlacement(800, 1000) },
  wide: { videoWidth: 1600, videoHeight: 1000, ...portraitPlacement(1600, 1000) },
};

interface Props {
  member: CastMember;
  shape?: keyof typeof LAYOUTS;
  className?: string;
}

/** One member of the cast in its scene, named for assistive technology. */
export async function CastPortrait({ member, shape = 'upright', className }: Props) {
  const [locale, t] = await Promise.all([castLocale(), getTranslations('SiteCast')]);
  const name = member.name[locale];
  const label = member.scene
    ? t('portraitIn', { name, scene: member.scene.name[locale] })
    : t('portrait', { name });
  return (
    <SessionPicture
      character={member.character}
      background={member.scene ? { type: 'builtin', backgroundId: member.scene.code } : null}
      layout={LAYOUTS[shape]}
      label={label}
      className={className}
    />
  );
}

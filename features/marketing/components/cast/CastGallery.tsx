import { CastPortrait } from './CastPortrait';
import { castLocale } from './cast-locale';
import type { CastMember } from './cast-types';
import classes from './cast.module.css';

/** Members of the cast side by side, each in its scene with its name and the scene's under it. */
export async function CastGallery({ members }: { members: readonly CastMember[] }) {
  const locale = await castLocale();
  return (
    <ul className={classes.gallery} data-cast-gallery="">
      {members.map((member) => (
        <li key={member.character.characterCode}>
          <figure className={classes.portrait}>
            <CastPortrait member={member} className={classes.portraitPicture} />
            {/* The picture is named already: the caption repeats it for sighted readers only. */}
            <figcaption className={classes.caption} aria-hidden>
              <span className={classes.captionName}>{member.name[locale]}</span>
              {member.scene && <span className={classes.captionScene}>{member.scene.name[locale]}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

import 'server-only';
import { BACKGROUNDS } from '../contract/backgrounds';
import { CAST } from '../contract/characters/cast';
import { SCENE_STYLES } from './scene-styles';

/** A cast voice (`espeak:cmn+f3`) to the voice the server offers for it (the voices area's `defaultVoiceFor`). */
export type DefaultVoiceFor = (castVoice: string) => string;

/** The catalogue as the code defines it, in the shape of its rows; the order is the catalogue's `sort`. */
export function characterRows(defaultVoiceFor: DefaultVoiceFor) {
  return CAST.map((character, index) => ({
    characterCode: character.characterCode,
    nameZh: character.name.zh,
    nameEn: character.name.en,
    gender: character.gender,
    ageGroup: character.ageGroup,
    styles: [...character.styles],
    ttsId: defaultVoiceFor(character.voice),
    languages: [...character.languages],
    look: character.look as unknown,
    sort: index + 1,
    retired: false,
  }));
}

export function backgroundRows() {
  return BACKGROUNDS.map((background, index) => ({
    backgroundCode: background.backgroundCode,
    nameZh: background.name.zh,
    nameEn: background.name.en,
    kind: background.kind,
    tone: background.tone,
    styles: [...(SCENE_STYLES[background.backgroundCode] ?? [])],
    sort: index + 1,
    retired: false,
  }));
}

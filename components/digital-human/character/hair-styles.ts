import type { HairStyle } from '../types';
import {
  bangsLong,
  bob,
  curlyVolume,
  hijab,
  longStraight,
  longWavy,
  lowBun,
  pixie,
  ponytail,
  seniorSoft,
  topBun,
} from './hair-long';
import { balding, buzz, curlyShort, receding, shortCrop, sidePart, sweptBack, textured } from './hair-short';
import type { HairDef } from './hair-style';

export const HAIR_STYLES: Record<HairStyle, HairDef> = {
  longStraight,
  longWavy,
  bob,
  lowBun,
  topBun,
  ponytail,
  bangsLong,
  pixie,
  curlyVolume,
  seniorSoft,
  hijab,
  sidePart,
  shortCrop,
  buzz,
  sweptBack,
  curlyShort,
  receding,
  balding,
  textured,
};

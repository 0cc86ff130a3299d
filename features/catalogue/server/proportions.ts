import 'server-only';
import { DEFAULT_PROPORTION, PROPORTIONS, type Proportion, type ProportionDto } from '../contract/catalogue';

/** 16:9 (the default), 9:16, 4:3 and 1:1 with their video sizes. */
export function proportionList(): ProportionDto[] {
  return (Object.keys(PROPORTIONS) as Proportion[]).map((proportion) => ({
    proportion,
    ...PROPORTIONS[proportion],
    isDefault: proportion === DEFAULT_PROPORTION,
  }));
}

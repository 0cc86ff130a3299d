// How a character looks: the parameters the renderer draws from. The catalogue (names, styles, voices) keeps its own
// entries and adds the drawing's parameters; adding a character adds an entry, never a drawing.

export type Gender = 'female' | 'male';
export type AgeGroup = 'youngAdult' | 'adult' | 'senior';

export type SkinTone = 'porcelain' | 'fair' | 'light' | 'warm' | 'tan' | 'olive' | 'brown' | 'deep' | 'ebony';
export type FaceShape = 'oval' | 'round' | 'square' | 'heart' | 'long';
export type EyeShape = 'almond' | 'round' | 'narrow' | 'hooded';
export type BrowShape = 'soft' | 'straight' | 'arched' | 'bold';
export type NoseShape = 'small' | 'straight' | 'broad';
export type LipShape = 'thin' | 'medium' | 'full';

export type HairStyle =
  // mostly worn by women in this cast, though nothing in the renderer ties a style to a gender
  | 'longStraight'
  | 'longWavy'
  | 'bob'
  | 'lowBun'
  | 'topBun'
  | 'ponytail'
  | 'bangsLong'
  | 'pixie'
  | 'curlyVolume'
  | 'seniorSoft'
  | 'hijab'
  // mostly worn by men
  | 'sidePart'
  | 'shortCrop'
  | 'buzz'
  | 'sweptBack'
  | 'curlyShort'
  | 'receding'
  | 'balding'
  | 'textured';

export type FacialHair = 'stubble' | 'moustache' | 'beard' | 'goatee';

export type OutfitKind =
  | 'suit' // jacket, shirt and tie
  | 'blazer' // jacket over a blouse or top
  | 'uniformScarf' // fitted service jacket with a silk scarf
  | 'vest' // waistcoat over shirt and tie
  | 'whiteCoat' // doctor's coat over shirt or scrubs
  | 'scrubs'
  | 'cardigan'
  | 'sweater'
  | 'turtleneck'
  | 'shirt' // open-collar shirt
  | 'polo'
  | 'hoodie'
  | 'tee' // t-shirt under an open overshirt or jacket
  | 'qipao'
  | 'hanfu' // cross collar, right over left
  | 'tangSuit' // mandarin collar with frog buttons
  | 'kimono';

export interface Outfit {
  kind: OutfitKind;
  /** The outer garment. */
  main: string;
  /** What shows inside the neckline: shirt, blouse, scrubs, inner collar. */
  inner: string;
  /** Tie, scarf, trim, buttons or the overshirt, depending on the kind. */
  accent?: string;
  /** A fine pattern on the outer garment, for a qipao's brocade or a tweed. */
  pattern?: 'dots' | 'floral' | 'tweed';
}

export type Accessory =
  | 'glassesRound'
  | 'glassesRect'
  | 'glassesHalf'
  | 'headset'
  | 'earringsPearl'
  | 'earringsGold'
  | 'necklace'
  | 'badge'
  | 'stethoscope'
  | 'lanyard'
  | 'pocketSquare'
  | 'hairPin';

export interface Look {
  skin: SkinTone;
  face: FaceShape;
  eyes: EyeShape;
  /** Iris colour. */
  iris?: string;
  brows: BrowShape;
  nose: NoseShape;
  lips: LipShape;
  /** Lip colour; defaults to a tone of the skin. */
  lipColor?: string;
  hair: HairStyle;
  hairColor: string;
  facialHair?: FacialHair;
  outfit: Outfit;
  accessories?: readonly Accessory[];
  /** Rosy cheeks, for a warmer face. */
  blush?: boolean;
}

/** What the renderer needs of a character: a stable code (for unique ids), who it is drawn as, and its look. */
export interface DrawnCharacter {
  characterCode: string;
  gender: Gender;
  ageGroup: AgeGroup;
  look: Look;
}

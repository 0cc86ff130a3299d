/** A hair style in frame units: the parts behind the head and over the face, with its shading. */
export interface HairDef {
  /** Drawn behind the head and the body: long hair's mass, a bun, a ponytail. */
  back?: string;
  /** Drawn over the face and the clothes: the cap, the fringe, locks falling on the shoulders. */
  front: string;
  /** Darker strands and the parting, as strokes. */
  strands?: readonly string[];
  /** Lighter sheen, as filled shapes. */
  sheen?: readonly string[];
  /** Top of the silhouette, where a headset's band rests. */
  top: number;
  /** Hair hides the ears (and what hangs from them). */
  coversEars?: boolean;
  /** Holes in `front` are drawn with the even-odd rule (a head scarf's face opening). */
  evenOdd?: boolean;
}

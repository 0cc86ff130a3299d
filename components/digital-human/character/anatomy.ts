// The figure's coordinate system: the 540×960 frame of spec §4 (humanWidth × humanHeight), the figure centred on
// x = 270. Parts are drawn in these units whatever size the SVG is shown at.

export const CX = 270;
export const FRAME = { width: 540, height: 960 } as const;

/** The full frame, and a square around the head and shoulders for thumbnails and pickers. */
export const VIEW_BOXES = {
  frame: `0 0 ${FRAME.width} ${FRAME.height}`,
  bust: '60 110 420 420',
} as const;

/**
 * Pivots of the animated groups, in frame units, for SVG rotate(angle x y): the head turns on the top of the neck,
 * the body sways from the hips below the frame.
 */
export const PIVOTS = {
  head: [CX, 420],
  body: [CX, 1040],
} as const;

/** Vertical landmarks of the face. */
export const FACE = {
  skullTop: 176,
  brow: 280,
  eye: 304,
  nose: 348,
  mouth: 381,
  chin: 424,
} as const;

/** Half the distance between the eyes' centres. */
export const EYE_DX = 36;

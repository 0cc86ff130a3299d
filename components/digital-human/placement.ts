/** Where the character's 540×960 frame sits in the videoWidth×videoHeight picture, in video pixels. */
export interface HumanPlacement {
  humanX: number;
  humanY: number;
  humanWidth: number;
  humanHeight: number;
}

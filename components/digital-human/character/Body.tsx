import type { OutfitKind } from '../types';
import { shadedArm } from './outfits/body';
import { Cardigan, Hoodie, Polo, Scrubs, Shirt, Sweater, Tee, Turtleneck } from './outfits/casual';
import type { OutfitProps } from './outfits/parts';
import { CrossCollar, Qipao, TangSuit } from './outfits/traditional';
import { Suit, UniformScarf, Vest, WhiteCoat } from './outfits/tailored';

const OUTFITS: Record<OutfitKind, (props: OutfitProps) => React.ReactNode> = {
  suit: Suit,
  blazer: Suit,
  uniformScarf: UniformScarf,
  vest: Vest,
  whiteCoat: WhiteCoat,
  scrubs: Scrubs,
  cardigan: Cardigan,
  sweater: Sweater,
  turtleneck: Turtleneck,
  shirt: Shirt,
  polo: Polo,
  hoodie: Hoodie,
  tee: Tee,
  qipao: Qipao,
  hanfu: CrossCollar,
  tangSuit: TangSuit,
  kimono: CrossCollar,
};

export function Clothes(props: OutfitProps) {
  const Outfit = OUTFITS[props.outfit.kind];
  return (
    <g data-part="clothes">
      <Outfit {...props} />
      <path d={shadedArm(props.gender)} fill="#1b1420" opacity={0.08} />
    </g>
  );
}

import { mix, shade, tint } from '../color';
import { rel } from '../path';
import { Garment, Lapels, Placket, ShirtCollar, Tie, type OutfitProps } from './parts';

/** Jacket, shirt and tie; with a blouse instead of shirt and tie for a blazer. */
export function Suit({ outfit, gender }: OutfitProps) {
  const blazer = outfit.kind === 'blazer';
  const depth = blazer ? 620 : 650;
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck={blazer ? 'crew' : 'high'} />
      {!blazer && <ShirtCollar gender={gender} color={outfit.inner} />}
      {!blazer && outfit.accent && <Tie color={outfit.accent} length={depth - 10} />}
      <Garment gender={gender} color={outfit.main} neck={{ v: depth }} />
      <Lapels color={outfit.main} depth={depth} gender={gender} narrow={blazer} />
      <Placket color={outfit.main} from={depth} buttons={blazer ? [690] : [700, 800]} />
      <ChestPocket color={outfit.main} />
    </>
  );
}

function ChestPocket({ color }: { color: string }) {
  return (
    <path d={rel('M 82 608 L 132 604')} stroke={shade(color, 0.3)} strokeWidth={2.5} strokeLinecap="round" />
  );
}

/** A fitted service jacket closed high, with a silk scarf knotted at the side of the neck. */
export function UniformScarf({ outfit, gender }: OutfitProps) {
  const scarf = outfit.accent ?? '#c8102e';
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck="crew" />
      <Garment gender={gender} color={outfit.main} neck={{ v: 580 }} />
      <Lapels color={outfit.main} depth={580} gender={gender} narrow />
      <Placket color={outfit.main} from={580} buttons={[630, 710]} />
      <g data-part="scarf">
        <path d={rel('M -30 446 C -14 470 14 470 30 446 L 34 462 C 16 488 -16 488 -34 462 Z')} fill={scarf} />
        <path
          d={rel('M -34 470 C -52 490 -62 520 -58 556 L -40 552 C -42 524 -36 498 -22 480 Z')}
          fill={shade(scarf, 0.15)}
        />
        <path d={rel('M -26 476 C -20 500 -10 526 6 548 L 18 536 C 2 516 -8 496 -12 474 Z')} fill={scarf} />
        <ellipse cx={270 - 24} cy={474} rx={13} ry={10} fill={tint(scarf, 0.12)} />
        <path d={rel('M -52 500 L -44 540 M -14 500 L 2 530')} stroke={tint(scarf, 0.45)} strokeWidth={2} />
      </g>
    </>
  );
}

/** A waistcoat over shirt sleeves and a tie. */
export function Vest({ outfit, gender }: OutfitProps) {
  const male = gender === 'male';
  const vest =
    `M 0 600 C -6 570 ${male ? -30 : -24} 500 ${male ? -34 : -28} 455 C ${male ? -60 : -50} 468 -96 478 -118 486 ` +
    `C -126 540 -140 600 ${male ? -150 : -136} 640 L ${male ? -156 : -142} 1000 L 0 1000 Z`;
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck="high" />
      <ShirtCollar gender={gender} color={outfit.inner} />
      {outfit.accent && <Tie color={outfit.accent} length={600} />}
      <path d={rel(vest)} fill={outfit.main} />
      <path d={rel(vest, true)} fill={outfit.main} />
      <path d={rel('M 0 600 L 0 1000')} stroke={shade(outfit.main, 0.3)} strokeWidth={2} />
      {[650, 720, 790].map((y) => (
        <circle key={y} cx={270 + 7} cy={y} r={4.5} fill={shade(outfit.main, 0.35)} />
      ))}
      <path
        d={rel('M -120 640 L -76 632 M 120 640 L 76 632')}
        stroke={shade(outfit.main, 0.3)}
        strokeWidth={2.5}
      />
    </>
  );
}

/** A doctor's coat, over a shirt and tie (accent) or over scrubs. */
export function WhiteCoat({ outfit, gender }: OutfitProps) {
  const coat = outfit.main;
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck={outfit.accent ? 'high' : { v: 560 }} />
      {outfit.accent && <ShirtCollar gender={gender} color={outfit.inner} />}
      {outfit.accent && <Tie color={outfit.accent} length={700} />}
      <Garment gender={gender} color={coat} neck={{ v: 720 }} />
      <Lapels color={coat} depth={720} gender={gender} />
      <Placket color={coat} from={720} buttons={[770, 870]} />
      <g data-part="coat-pocket">
        <path d={rel('M 74 612 L 140 608 L 142 690 L 76 694 Z')} fill={mix(coat, '#d8dde6', 0.5)} />
        <path
          d={rel('M 96 614 L 96 580 M 108 612 L 108 586')}
          stroke="#2f5fa8"
          strokeWidth={5}
          strokeLinecap="round"
        />
        <path d={rel('M 74 612 L 140 608')} stroke={shade(coat, 0.3)} strokeWidth={2} />
      </g>
    </>
  );
}

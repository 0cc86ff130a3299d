import { shade, tint } from '../color';
import { rel } from '../path';
import { BareArms, Garment, ShirtCollar, SleeveHems, type OutfitProps } from './parts';
import { NECK_HALF } from './body';

/** A rib band along a neckline, a knit's mark. */
function Rib({ d, color }: { d: string; color: string }) {
  return <path d={d} fill="none" stroke={shade(color, 0.14)} strokeWidth={9} strokeLinecap="round" />;
}

export function Sweater({ outfit, gender }: OutfitProps) {
  const w = NECK_HALF[gender] + 3;
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck="high" />
      <ShirtCollar gender={gender} color={outfit.inner} />
      <Garment gender={gender} color={outfit.main} neck="crew" />
      <Rib d={rel(`M ${-w} 458 C ${-w + 4} 482 ${w - 4} 482 ${w} 458`)} color={outfit.main} />
    </>
  );
}

export function Turtleneck({ outfit, gender }: OutfitProps) {
  const w = NECK_HALF[gender] + 2;
  const band = `M ${-w} 416 C ${-w / 2} 424 ${w / 2} 424 ${w} 416 L ${w + 4} 462 C ${w / 2} 472 ${-w / 2} 472 ${-w - 4} 462 Z`;
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck="high" />
      <path d={rel(band)} fill={shade(outfit.main, 0.1)} />
      <path
        d={rel(`M ${-w / 2} 426 L ${-w / 2} 468 M 0 428 L 0 470 M ${w / 2} 426 L ${w / 2} 468`)}
        stroke={shade(outfit.main, 0.22)}
        strokeWidth={2}
      />
    </>
  );
}

export function Cardigan({ outfit, gender }: OutfitProps) {
  const band = outfit.accent ?? shade(outfit.main, 0.12);
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck={gender === 'male' ? 'high' : 'scoop'} />
      {gender === 'male' && <ShirtCollar gender={gender} color={outfit.inner} />}
      <Garment gender={gender} color={outfit.main} neck={{ v: 640 }} />
      <path
        d={
          rel(`M -34 455 C -30 520 -10 600 -4 640 L -4 1000`) +
          rel(`M -34 455 C -30 520 -10 600 -4 640 L -4 1000`, true)
        }
        fill="none"
        stroke={band}
        strokeWidth={10}
      />
      {[680, 750, 820, 890].map((y) => (
        <circle key={y} cx={270 - 6} cy={y} r={4} fill={tint(band, 0.5)} />
      ))}
    </>
  );
}

/** An open-collar shirt, sleeves down. */
export function Shirt({ outfit, gender }: OutfitProps) {
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck={{ v: 530 }} />
      <ShirtCollar gender={gender} color={outfit.main} open />
      <path d={rel('M 0 530 L 0 1000')} stroke={shade(outfit.main, 0.2)} strokeWidth={2} />
      {[580, 670, 760, 850].map((y) => (
        <circle key={y} cx={270 + 4} cy={y} r={3.5} fill={shade(outfit.main, 0.25)} />
      ))}
      <path
        d={rel('M 80 620 L 134 616 L 134 676 L 82 680 Z')}
        fill="none"
        stroke={shade(outfit.main, 0.18)}
        strokeWidth={2}
      />
    </>
  );
}

export function Polo({ outfit, gender, tones }: OutfitProps) {
  const w = NECK_HALF[gender];
  const collar = `M ${-w + 1} 436 L ${-w - 14} 470 L -8 500 L -3 470 Z`;
  const trim = outfit.accent ?? tint(outfit.main, 0.2);
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck={{ v: 530 }} />
      <BareArms gender={gender} from={700} tones={tones} />
      <SleeveHems gender={gender} at={700} color={outfit.main} />
      <path
        d={rel('M -9 472 L -9 556 L 9 556 L 9 472')}
        fill="none"
        stroke={shade(outfit.main, 0.2)}
        strokeWidth={2}
      />
      {[500, 532].map((y) => (
        <circle key={y} cx={270} cy={y} r={3} fill={trim} />
      ))}
      <g
        fill={tint(outfit.main, 0.06)}
        stroke={shade(outfit.main, 0.22)}
        strokeWidth={1.5}
        strokeLinejoin="round"
      >
        <path d={rel(collar)} />
        <path d={rel(collar, true)} />
      </g>
      <path d={rel(`M ${-w - 14} 470 L -8 500 M ${w + 14} 470 L 8 500`)} stroke={trim} strokeWidth={2.5} />
    </>
  );
}

export function Hoodie({ outfit, gender }: OutfitProps) {
  const hood = `M -34 452 C -70 440 -110 456 -118 488 C -90 500 -50 500 -30 480 C -20 500 20 500 30 480 C 50 500 90 500 118 488 C 110 456 70 440 34 452 Z`;
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck="crew" />
      <path d={rel(hood)} fill={shade(outfit.main, 0.12)} />
      <path
        d={rel('M -14 484 C -16 520 -18 560 -16 600 M 14 484 C 16 520 18 560 16 600')}
        fill="none"
        stroke={outfit.accent ?? tint(outfit.main, 0.6)}
        strokeWidth={3.5}
        strokeLinecap="round"
      />
      <path
        d={rel('M -90 1000 L -80 840 C -40 826 40 826 80 840 L 90 1000')}
        fill="none"
        stroke={shade(outfit.main, 0.2)}
        strokeWidth={2.5}
      />
    </>
  );
}

/** A t-shirt (inner) under an open overshirt or jacket (main). */
export function Tee({ outfit, gender }: OutfitProps) {
  const w = NECK_HALF[gender] + 3;
  return (
    <>
      <Garment gender={gender} color={outfit.inner} neck="crew" />
      <Rib d={rel(`M ${-w} 458 C ${-w + 4} 482 ${w - 4} 482 ${w} 458`)} color={outfit.inner} />
      <Garment gender={gender} color={outfit.main} neck={{ v: 1000 }} />
      <ShirtCollar gender={gender} color={outfit.main} open />
      <path
        d={rel('M -72 1000 C -64 800 -52 600 -40 470') + rel('M -72 1000 C -64 800 -52 600 -40 470', true)}
        fill="none"
        stroke={shade(outfit.main, 0.2)}
        strokeWidth={2.5}
      />
    </>
  );
}

export function Scrubs({ outfit, gender, tones }: OutfitProps) {
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck={{ v: 560 }} />
      <BareArms gender={gender} from={690} tones={tones} />
      <SleeveHems gender={gender} at={690} color={outfit.main} />
      <path
        d={rel('M -34 455 L 0 560 L 34 455')}
        fill="none"
        stroke={shade(outfit.main, 0.18)}
        strokeWidth={6}
        strokeLinejoin="round"
      />
      <path
        d={rel('M 80 620 L 132 618 L 132 670 L 80 672 Z')}
        fill="none"
        stroke={shade(outfit.main, 0.2)}
        strokeWidth={2}
      />
    </>
  );
}

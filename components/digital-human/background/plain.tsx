// Plain colours and gradients: for brand-led pages, and a green screen to key the character out elsewhere.

function Radial({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}r`} cx="0.5" cy="0.42" r="0.75">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </radialGradient>
      </defs>
      <rect width="1600" height="1200" fill={`url(#${id}r)`} />
    </>
  );
}

function Linear({ id, stops }: { id: string; stops: readonly string[] }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}l`} x1="0" y1="0" x2="0.35" y2="1">
          {stops.map((color, i) => (
            <stop key={color} offset={i / (stops.length - 1)} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      <rect width="1600" height="1200" fill={`url(#${id}l)`} />
    </>
  );
}

export const PlainLight = ({ id }: { id: string }) => <Radial id={id} from="#fbfcfd" to="#e3e8ee" />;
export const PlainIndigo = ({ id }: { id: string }) => <Radial id={id} from="#5c7cfa" to="#2b3fa6" />;
export const DawnGradient = ({ id }: { id: string }) => (
  <Linear id={id} stops={['#ffd8c4', '#f3d6ec', '#cddff9']} />
);
export const OceanGradient = ({ id }: { id: string }) => (
  <Linear id={id} stops={['#0b2447', '#19376d', '#1f7a8c']} />
);
export const ChromaGreen = () => <rect width="1600" height="1200" fill="#00b140" />;

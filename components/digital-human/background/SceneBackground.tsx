import { useId, type CSSProperties } from 'react';
import { ChromaGreen, DawnGradient, OceanGradient, PlainIndigo, PlainLight } from './plain';
import { Classroom, Library, Studio, TeaHouse } from './scenes-culture';
import { BankHall, Exhibition, HospitalDesk, Shop } from './scenes-service';
import { CityView, Lobby, MeetingRoom, Office } from './scenes-work';

/** Every scene is drawn on this canvas and cropped around its centre to the box it is shown in. */
export const BACKGROUND_CANVAS = { width: 1600, height: 1200 } as const;

const SCENES: Record<string, (props: { id: string }) => React.ReactNode> = {
  'b01-office': Office,
  'b02-bank-hall': BankHall,
  'b03-hospital-desk': HospitalDesk,
  'b04-classroom': Classroom,
  'b05-studio': Studio,
  'b06-shop': Shop,
  'b07-exhibition': Exhibition,
  'b08-lobby': Lobby,
  'b09-library': Library,
  'b10-meeting-room': MeetingRoom,
  'b11-city-view': CityView,
  'b12-tea-house': TeaHouse,
  'b13-plain-light': PlainLight,
  'b14-plain-indigo': PlainIndigo,
  'b15-gradient-dawn': DawnGradient,
  'b16-gradient-ocean': OceanGradient,
  'b17-chroma-green': ChromaGreen,
};

/** Codes the renderer can draw; the catalogue test keeps them equal to the catalogue's. */
export const SCENE_CODES = Object.keys(SCENES);

interface Props {
  backgroundCode: string;
  /** Sizes the SVG; without them it fills its box (give the box the session's ratio). */
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * One built-in scene, cropped to whatever box it is given around its centre (xMidYMid slice). Like the character,
 * pure: it renders on the server; gradient ids come from useId so several scenes share a page.
 */
export function SceneBackground(props: Props) {
  return <SceneDrawing {...props} idPrefix={useId()} />;
}

/**
 * The scene without hooks, its ids prefixed by `idPrefix`: the server's session picture (../picture-svg.tsx) walks
 * this tree itself, outside a React renderer.
 */
export function SceneDrawing({
  backgroundCode,
  width,
  height,
  className,
  style,
  idPrefix,
}: Props & { idPrefix: string }) {
  const id = `${backgroundCode}${idPrefix}`;
  const Scene = SCENES[backgroundCode];
  if (!Scene) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${BACKGROUND_CANVAS.width} ${BACKGROUND_CANVAS.height}`}
      preserveAspectRatio="xMidYMid slice"
      width={width}
      height={height}
      className={className}
      style={style}
      aria-hidden
      data-background={backgroundCode}
    >
      <Scene id={id} />
    </svg>
  );
}

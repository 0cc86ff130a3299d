import type { RuntimeSession } from './runtime-session';
import { coverView, framingOfRig } from '@/lib/portrait/framing';

/**
 * Where across the session's frame (0–1) a phone that crops a wide frame keeps its middle: the drawn character's
 * centre, or a portrait's face, which its cover framing puts at the middle unless the photo's edge stops it.
 */
export function stageFocusX({ layout, portrait }: RuntimeSession): number {
  const framing = portrait && framingOfRig(portrait);
  if (!framing) return (layout.humanX + layout.humanWidth / 2) / layout.videoWidth;
  const view = coverView(framing, framing.faceX, framing.faceY, layout.videoWidth, layout.videoHeight);
  return (framing.faceX * view.scale + view.x) / layout.videoWidth;
}

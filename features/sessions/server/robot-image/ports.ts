import 'server-only';
import type { SessionPictureLayout } from '@/features/sessions/contract';
import type { PortraitFraming } from '@/lib/portrait/framing';
import type { Db } from '@/lib/server/db/client';

/** What the session's picture is made of, in the video's pixels. */
export interface PictureSpec {
  characterCode: string;
  /** The approved portrait the session shows instead of a drawing: its photo as a data URL, and how to frame it. */
  portrait: { photo: string; framing: PortraitFraming } | null;
  /** A built-in scene by code, or an upload's bytes as a data URL (null when they are gone). */
  background: { type: 'builtin'; backgroundId: string } | { type: 'upload'; dataUrl: string | null };
  layout: SessionPictureLayout;
}

/**
 * The drawing: the browser's own components (components/digital-human) with the catalogue's character, composed
 * in app/_compose/robot-image-ports.ts — a feature's server code imports neither.
 */
export interface RobotImagePorts {
  pictureSvg(db: Db, spec: PictureSpec): Promise<string>;
  /**
   * The corporation's approved portrait a `portrait:` code names: its stored photo's key and framing; null for a
   * drawn character and for a portrait that cannot be shown (the drawing of its stand-in is shown then).
   */
  portraitStill(
    db: Db,
    corpId: string,
    characterCode: string,
  ): Promise<{ photoKey: string; framing: PortraitFraming } | null>;
}

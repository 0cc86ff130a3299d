import 'server-only';
import type { Db } from '@/lib/server/db/client';

/** What the session's picture is made of, in the video's pixels. */
export interface PictureSpec {
  characterCode: string;
  /** A built-in scene by code, or an upload's bytes as a data URL (null when they are gone). */
  background: { type: 'builtin'; backgroundId: string } | { type: 'upload'; dataUrl: string | null };
  layout: {
    videoWidth: number;
    videoHeight: number;
    humanX: number;
    humanY: number;
    humanWidth: number;
    humanHeight: number;
  };
}

/**
 * The drawing: the browser's own components (components/digital-human) with the catalogue's character, composed
 * in app/_compose/robot-image-ports.ts — a feature's server code imports neither.
 */
export interface RobotImagePorts {
  pictureSvg(db: Db, spec: PictureSpec): Promise<string>;
}

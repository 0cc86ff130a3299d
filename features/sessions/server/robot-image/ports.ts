import 'server-only';
import type { DrawnCharacter } from '@/components/digital-human/types';
import type { Db } from '@/lib/server/db/client';

/** What the picture needs of the catalogue (composed in app/_compose/robot-image-ports.ts). */
export interface RobotImagePorts {
  /** A character's drawing parameters by code, retired or not (its sessions still show it). */
  drawnCharacter(db: Db, code: string): Promise<DrawnCharacter | null>;
}

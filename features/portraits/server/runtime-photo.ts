import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { readPass, signPass } from '@/lib/server/auth/signed-pass';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { portraitPaths } from '../contract';
import { photoAnswer } from './photo-answer';
import type { PortraitPorts } from './ports';

// A session's portrait is seen by whoever opens its runtime page (a share link's visitors have no login), while the
// photo stays private: the page, rendered on the server for someone entitled to that entry, signs a pass naming the
// portrait into the photo's address. The pass expires; a portrait deleted, retaken or no longer approved answers 404.

const PASS_PURPOSE = 'portrait-photo';
/** At least six hours: a runtime page left open through a long conversation keeps its face. */
const PASS_TTL_SECONDS = 6 * 3600;
/** How long the browser may keep the photo it loaded (it stays private to that browser). */
const PHOTO_MAX_AGE_SECONDS = 3600;

/** The photo's address for a runtime page showing the portrait (same for an hour, so the browser's copy is used). */
export function runtimePortraitPhotoUrl(portraitId: string, now = new Date()): string {
  return `/api${portraitPaths.runtimePhoto}?t=${encodeURIComponent(signPass(PASS_PURPOSE, portraitId, PASS_TTL_SECONDS, 3600, now))}`;
}

export async function runtimePortraitPhoto(db: Db, ports: PortraitPorts, pass: string | undefined) {
  if (!pass) throw new ApiFailure(ApiCode.unauthenticated, 'portraitPassMissing');
  const id = readPass(PASS_PURPOSE, pass);
  // A pass not ours or expired names nothing (HTTP 404; the envelope's 40300 would answer HTTP 200).
  if (!id) throw new ApiFailure(ApiCode.notFound, 'portraitPassInvalid');
  return photoAnswer(await ports.rows.readyPhotoKey(db, id), `private, max-age=${PHOTO_MAX_AGE_SECONDS}`);
}

'use client';

import { useChunkWatchdog } from './useChunkWatchdog';
import { useNavigationMemory } from './useNavigationMemory';
import { useTabletOrientation } from './useTabletOrientation';
import { ChunkErrorModal } from './ChunkErrorModal';

/** Site-wide behaviours of spec §2 that need the browser: scroll, return path, tablet rotation, chunk failures. */
export function ClientBehaviours() {
  useNavigationMemory();
  useTabletOrientation();
  const chunkFailed = useChunkWatchdog();
  return <ChunkErrorModal opened={chunkFailed} />;
}

'use client';

import { ChunkErrorDialog, type ChunkErrorTexts } from './ChunkErrorDialog';
import { useChunkWatchdog } from './useChunkWatchdog';
import { useErrorReports } from './useErrorReports';
import { useNavigationMemory } from './useNavigationMemory';
import { useTabletOrientation } from './useTabletOrientation';

/** Site-wide behaviours that need the browser: scroll, return path, tablet rotation, chunk failures, error reports. */
export function ClientBehaviours({ chunkError }: { chunkError: ChunkErrorTexts }) {
  useNavigationMemory();
  useTabletOrientation();
  useErrorReports();
  const chunkFailed = useChunkWatchdog();
  return chunkFailed ? <ChunkErrorDialog texts={chunkError} /> : null;
}

'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useChunkWatchdog } from './useChunkWatchdog';
import { useErrorReports } from './useErrorReports';
import { useNavigationMemory } from './useNavigationMemory';
import { useTabletOrientation } from './useTabletOrientation';

// Mantine's Modal weighs ~15 KB gzipped; most visits never need it, so it loads when the browser is idle.
const loadChunkErrorModal = () => import('./ChunkErrorModal').then((m) => m.ChunkErrorModal);
const ChunkErrorModal = dynamic(loadChunkErrorModal, { ssr: false });

/** Site-wide behaviours that need the browser: scroll, return path, tablet rotation, chunk failures, error reports. */
export function ClientBehaviours() {
  useNavigationMemory();
  useTabletOrientation();
  useErrorReports();
  const chunkFailed = useChunkWatchdog();
  useEffect(() => {
    // Fetched ahead, so the error can still be shown when the network later fails to deliver page chunks.
    const prefetch = () => void loadChunkErrorModal().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 2000);
  }, []);
  return chunkFailed ? <ChunkErrorModal opened /> : null;
}

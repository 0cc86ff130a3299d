'use client';

import { useEffect, useState, type RefObject } from 'react';
import { liveCheck, nextGuide, startGuide, type LiveFrame, type LiveGuide } from '../live-checks';
import { liveFaceModel } from './live-face-model';

// The camera dialog's live checks: the face model loaded when the dialog opens, then each video frame checked
// (about eight a second at most, one at a time) and the guide moved on. Stops when the dialog closes.

/** `loading` the model; `checking` frames; `unavailable` when the model cannot run here (the server still checks). */
export type LivePhase = 'loading' | 'checking' | 'unavailable';

const GRAY_WIDTH = 160;
const PAUSE_MS = 120;

/** The video's current frame in gray, 160 px wide: enough for the light, cheap to read every frame. */
function grayFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): LiveFrame | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  canvas.width = GRAY_WIDTH;
  canvas.height = Math.max(1, Math.round((GRAY_WIDTH * height) / width));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const data = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4)
    data[i] = Math.round(0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!);
  return { width, height, gray: { data, width: canvas.width, height: canvas.height } };
}

export function useLiveGuide(video: RefObject<HTMLVideoElement | null>, active: boolean) {
  const [phase, setPhase] = useState<LivePhase>('loading');
  const [guide, setGuide] = useState<LiveGuide>(startGuide);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    liveFaceModel()
      .then((model) => {
        const tick = async () => {
          if (stopped) return;
          const element = video.current;
          if (element && element.readyState >= 2) {
            try {
              const faces = await model.detect(element);
              const frame = grayFrame(element, canvas);
              if (!stopped && frame) {
                setGuide((current) => nextGuide(current, liveCheck(faces, frame)));
                setPhase('checking');
              }
            } catch {
              if (!stopped) setPhase('unavailable');
              return;
            }
          }
          if (!stopped) timer = setTimeout(() => void tick(), PAUSE_MS);
        };
        void tick();
      })
      .catch(() => {
        if (!stopped) setPhase('unavailable');
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      // The next opening starts over.
      setPhase('loading');
      setGuide(startGuide);
    };
  }, [active, video]);

  return { phase, guide };
}

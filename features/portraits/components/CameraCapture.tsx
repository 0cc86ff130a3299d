'use client';

import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { refusalMessage } from '../contract';
import type { LiveGuide } from '../live-checks';
import { useLiveGuide, type LivePhase } from './use-live-guide';

/** The camera's frame as a JPEG file, mirrored back to how the person sees themself. */
async function frameAsFile(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width) return null;
  context.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  return blob ? new File([blob], 'camera.jpg', { type: 'image/jpeg' }) : null;
}

/**
 * A photo taken with the device's camera (front camera on a phone), guided live: each frame is checked in the
 * browser against the server's reasons ("look here", then "neutral face") and the shutter opens only when the frame
 * passes. The server checks the photo sent like any photo. The stream and the checks stop as soon as the dialog
 * closes.
 */
export function CameraCapture({ onPhoto }: { onPhoto: (file: File) => void }) {
  const t = useTranslations('Portraits');
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const live = useLiveGuide(video, opened && !failed);
  // Without the live checks (the model cannot run on this device) the photo can still be taken: the server checks it.
  const canTake = !failed && (live.phase === 'unavailable' || live.guide.canTake);

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) return;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 1280 } },
        audio: false,
      })
      .then((media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [opened]);

  const take = async () => {
    const file = video.current ? await frameAsFile(video.current) : null;
    if (!file) return;
    onPhoto(file);
    setOpened(false);
  };

  return (
    <>
      <Button
        variant="light"
        size="xs"
        onClick={() => {
          // No camera API at all (an insecure origin, an old browser): say so at once.
          setFailed(!navigator.mediaDevices?.getUserMedia);
          setOpened(true);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('camera')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('cameraTitle')}
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('cameraGuide')}</Text>
          {failed ? (
            <Alert color="red" role="alert">
              {t('cameraUnavailable')}
            </Alert>
          ) : (
            <>
              <video
                ref={video}
                muted
                playsInline
                aria-label={t('cameraTitle')}
                style={{ width: '100%', borderRadius: 8, background: '#000', transform: 'scaleX(-1)' }}
              />
              <LiveHint phase={live.phase} guide={live.guide} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void take()} disabled={!canTake}>
              {t('cameraTake')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The guided steps and what the current frame needs, in the server's words for the same reasons. */
function LiveHint({ phase, guide }: { phase: LivePhase; guide: LiveGuide }) {
  const t = useTranslations('Portraits');
  const v = useTranslations('Validation');
  const message =
    phase === 'loading'
      ? t('cameraChecking')
      : phase === 'unavailable'
        ? t('cameraCheckUnavailable')
        : guide.reason
          ? v(refusalMessage(guide.reason))
          : guide.canTake
            ? t('cameraReady')
            : t('cameraHold');
  const step = phase === 'checking' ? guide.step : null;
  const badge = (own: LiveGuide['step'], label: string) => (
    <Badge
      variant={step === own || (own !== 'ready' && step === 'ready') ? 'filled' : 'light'}
      color={step === 'ready' ? 'teal' : 'blue'}
      radius="sm"
    >
      {label}
    </Badge>
  );
  return (
    <Stack gap={6} data-testid="camera-hint" data-step={step ?? phase}>
      {phase === 'checking' ? (
        <Group gap="xs" aria-hidden>
          {badge('lookHere', t('cameraStepLook'))}
          {badge('neutralFace', t('cameraStepNeutral'))}
        </Group>
      ) : null}
      <Text size="sm" role="status" aria-live="polite" fw={500}>
        {message}
      </Text>
    </Stack>
  );
}

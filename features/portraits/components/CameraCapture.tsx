'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

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
 * A photo taken with the device's camera (front camera on a phone), guided by the same advice as an upload; the
 * server checks it like any photo. The stream stops as soon as the dialog closes.
 */
export function CameraCapture({ onPhoto }: { onPhoto: (file: File) => void }) {
  const t = useTranslations('Portraits');
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

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
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('cameraTitle')}
              style={{ width: '100%', borderRadius: 8, background: '#000', transform: 'scaleX(-1)' }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void take()} disabled={failed}>
              {t('cameraTake')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

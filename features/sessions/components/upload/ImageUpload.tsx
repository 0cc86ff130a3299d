'use client';

import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useUploadImage } from '@/features/sessions/api/uploads';
import type { UploadedImage } from '@/features/sessions/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { IMAGE_MAX_BYTES, type UploadPurpose } from '@/lib/contract/images';
import { IMAGE_ACCEPT, IMAGE_MAX_LABEL, checkImageFile, type ImageFileProblem } from './check-image-file';
import { UploadProgress } from '@/components/ui/UploadProgress';

export interface ImageUploadProps {
  /** 'background' for the corporation's backgrounds, 'page-image' for a session's start and load pages. */
  purpose: UploadPurpose;
  onUploaded: (image: UploadedImage) => void;
  /** The drop zone's title; a general one when left out. */
  label?: string;
  disabled?: boolean;
}

interface Sending {
  name: string;
  percent: number;
  controller: AbortController;
}

/** A drop zone for one jpg, png, gif or bmp of at most 2 MB, with the upload's progress and the server's answer. */
export function ImageUpload({ purpose, onUploaded, label, disabled = false }: ImageUploadProps) {
  const t = useTranslations('SessionsUpload');
  const upload = useUploadImage(purpose);
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  // A finger cannot drag a file: touch screens are asked to tap.
  const touch = useMediaQuery('(pointer: coarse)', false);
  const title = label ?? t(touch ? 'titleTouch' : 'title');

  // Leaving the page stops the upload rather than finishing it for nobody.
  useEffect(() => () => current.current?.abort(), []);

  const problemText = (problem: ImageFileProblem) => t(problem, { max: IMAGE_MAX_LABEL });

  async function send(file: File) {
    setDone(null);
    const problem = checkImageFile(file);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(null);
    const controller = new AbortController();
    current.current = controller;
    setSending({ name: file.name, percent: 0, controller });
    try {
      const image = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setSending((now) => (now ? { ...now, percent: Math.round(fraction * 100) } : now)),
      });
      setDone(image.name);
      onUploaded(image);
    } catch (failure) {
      if (!controller.signal.aborted) setError(failureText(failure) ?? t('failed'));
    } finally {
      current.current = null;
      setSending(null);
    }
  }

  function reject(rejections: FileRejection[]) {
    const first = rejections[0];
    if (!first) return;
    const codes = first.errors.map((e) => e.code);
    // Several files dropped at once: take the first, as if it had come alone.
    if (codes.every((code) => code === 'too-many-files')) void send(first.file);
    else setError(problemText(codes.includes('file-too-large') ? 'tooLarge' : 'typeInvalid'));
  }

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files[0] && void send(files[0])}
        onReject={reject}
        accept={IMAGE_ACCEPT}
        maxSize={IMAGE_MAX_BYTES}
        multiple={false}
        disabled={disabled || sending !== null}
        aria-label={title}
        style={{ opacity: sending ? 0.6 : 1 }}
      >
        <Stack align="center" justify="center" gap={4} mih={112} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text fw={500}>{t('dropHere')}</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="red">
              {t('typeInvalid')}
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text fw={500} ta="center">
              {title}
            </Text>
          </Dropzone.Idle>
          <Text size="sm" c="dimmed" ta="center">
            {t('hint', { max: IMAGE_MAX_LABEL })}
          </Text>
        </Stack>
      </Dropzone>
      {sending && (
        <UploadProgress
          sending={sending}
          labels={{
            uploading: t('uploading', { name: sending.name }),
            progress: t('progress'),
            cancel: t('cancel'),
          }}
        />
      )}
      {error && (
        <Text role="alert" size="sm" c="red">
          {error}
        </Text>
      )}
      {done && (
        <Text role="status" size="sm" c="teal.8">
          {t('done', { name: done })}
        </Text>
      )}
    </Stack>
  );
}

/** The server's own words (already in the page's language); none for a network failure. */
function failureText(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.kind === 'network' || failure.kind === 'empty') return null;
  return failure.message || null;
}

'use client';

import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { FileProblem } from './check-file';

interface Props {
  accept: Record<string, string[]>;
  maxBytes: number;
  /** What to drop, e.g. "Drag a .xlsx or .csv file here or click to choose one". */
  title: string;
  titleTouch: string;
  hint: string;
  disabled: boolean;
  onFile: (file: File) => void;
  onProblem: (problem: FileProblem) => void;
}

/** A drop zone for one file; the picker is limited to the types given, a dropped file of another is refused. */
export function FileDropzone({
  accept,
  maxBytes,
  title,
  titleTouch,
  hint,
  disabled,
  onFile,
  onProblem,
}: Props) {
  const t = useTranslations('Knowledge.upload');
  // A finger cannot drag a file: touch screens are asked to tap.
  const touch = useMediaQuery('(pointer: coarse)', false);
  const label = touch ? titleTouch : title;

  function reject(rejections: FileRejection[]) {
    const first = rejections[0];
    if (!first) return;
    const codes = first.errors.map((e) => e.code);
    // Several files dropped at once: take the first, as if it had come alone.
    if (codes.every((code) => code === 'too-many-files')) onFile(first.file);
    else onProblem(codes.includes('file-too-large') ? 'tooLarge' : 'typeInvalid');
  }

  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={reject}
      accept={accept}
      maxSize={maxBytes}
      multiple={false}
      disabled={disabled}
      aria-label={label}
      style={{ opacity: disabled ? 0.6 : 1 }}
    >
      <Stack align="center" justify="center" gap={4} mih={96} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <Text fw={500}>{t('dropHere')}</Text>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <Text fw={500} c="red">
            {t('notThisType')}
          </Text>
        </Dropzone.Reject>
        <Dropzone.Idle>
          <Text fw={500} ta="center">
            {label}
          </Text>
        </Dropzone.Idle>
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      </Stack>
    </Dropzone>
  );
}

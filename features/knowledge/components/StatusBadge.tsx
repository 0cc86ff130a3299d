'use client';

import { Badge, Loader } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FaqStatus, FileStatus } from '@/features/knowledge/contract';

const FAQ_COLORS: Record<FaqStatus, string> = { valid: 'teal', invalid: 'gray' };
const FILE_COLORS: Record<FileStatus, string> = {
  pending: 'gray',
  parsing: 'blue',
  done: 'teal',
  failed: 'red',
};

/** An FAQ item's state (spec §4: valid or invalid). */
export function FaqStatusBadge({ status }: { status: FaqStatus }) {
  const t = useTranslations('Knowledge.status');
  return (
    <Badge color={FAQ_COLORS[status]} variant="light">
      {t(status)}
    </Badge>
  );
}

/** A document's parsing state (spec §4: pending or parsing, parse failed, done). */
export function FileStatusBadge({ status }: { status: FileStatus }) {
  const t = useTranslations('Knowledge.fileStatus');
  const busy = status === 'pending' || status === 'parsing';
  return (
    <Badge
      color={FILE_COLORS[status]}
      variant="light"
      leftSection={busy ? <Loader size={10} color={FILE_COLORS[status]} aria-hidden /> : undefined}
    >
      {t(status)}
    </Badge>
  );
}

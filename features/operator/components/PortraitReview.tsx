'use client';

import { Alert, Button, Group, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { portraitReviewPaths, type PortraitQueueRow } from '@/features/portraits-review/contract';
import { useDecidePortrait } from '../api/portraits';
import { PORTRAIT_TONES } from './portrait-tones';

/**
 * One portrait for the reviewer: the photo, who it depicts and their recorded consent, who made it — and, while it
 * is in review, approve (it becomes a character of its corporation) or reject with the reason its maker reads.
 */
export function PortraitReview({
  portrait,
  onClose,
  onDone,
}: {
  portrait: PortraitQueueRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const { approve, reject } = useDecidePortrait();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const photoUrl = `/api${portraitReviewPaths.photo}?id=${encodeURIComponent(portrait.id)}`;
  const failure = approve.error ?? reject.error;
  const busy = approve.isPending || reject.isPending;
  const { consent } = portrait;
  const rejectNow = () => {
    if (!reason.trim()) setMissingReason(true);
    else
      reject.mutate(
        { id: portrait.id, reason },
        { onSuccess: () => onDone(t('portraitRejected', { name: portrait.name })) },
      );
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={t('portraitTitle', { name: portrait.name })}>
      <Stack gap="sm">
        <Group gap="xs">
          <ToneBadge tone={PORTRAIT_TONES[portrait.status]}>
            {t('portraitStatus', { status: portrait.status })}
          </ToneBadge>
          <Text size="sm" c="dimmed">
            {formatDay(portrait.createdAt)} · {portrait.corpName}
          </Text>
        </Group>
        {portrait.hasPhoto ? (
          <Image
            src={photoUrl}
            alt={t('portraitPhotoOf', { name: portrait.name })}
            mah={360}
            fit="contain"
            data-testid="portrait-photo"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('portraitNoPhoto')}
          </Text>
        )}
        <Text size="sm">
          {t('portraitMaker')}: {portrait.createdByEmail ?? portrait.createdBy ?? '—'}
        </Text>
        <Text size="sm" fw={600}>
          {t('portraitConsent')}
        </Text>
        {consent ? (
          <Text size="sm" data-testid="portrait-consent">
            {t('portraitConsentLine', {
              person: consent.personName,
              typed: consent.typedName,
              terms: consent.termsVersion,
              when: formatDay(consent.acceptedAt),
            })}
          </Text>
        ) : (
          <Alert color="orange">{t('portraitNoConsent')}</Alert>
        )}
        {portrait.rejectReason && (
          <Text size="sm">
            {t('rejectReason')}: {portrait.rejectReason}
          </Text>
        )}
        {portrait.status === 'review' && (
          <>
            <Textarea
              label={t('rejectReason')}
              autosize
              minRows={2}
              value={reason}
              error={missingReason ? t('reasonRequired') : undefined}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setMissingReason(false);
              }}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={reject.isPending}
                disabled={busy}
                onClick={rejectNow}
              >
                {t('reject')}
              </Button>
              <Button
                loading={approve.isPending}
                disabled={busy || !consent || !portrait.hasPhoto}
                onClick={() =>
                  approve.mutate(portrait.id, {
                    onSuccess: () => onDone(t('portraitApproved', { name: portrait.name })),
                  })
                }
              >
                {t('approve')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

'use client';

import { Alert, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { portraitReviewPaths, type PortraitQueueRow } from '@/features/portraits-review/contract';
import { useDecidePortrait } from '../api/portraits';
import { PORTRAIT_TONES } from './portrait-tones';
import { ReviewDecision } from './ReviewDecision';

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
  const photoUrl = `/api${portraitReviewPaths.photo}?id=${encodeURIComponent(portrait.id)}`;
  const { consent } = portrait;
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
          <ReviewDecision
            onClose={onClose}
            onReject={(reason) =>
              reject.mutate(
                { id: portrait.id, reason },
                { onSuccess: () => onDone(t('portraitRejected', { name: portrait.name })) },
              )
            }
            onApprove={() =>
              approve.mutate(portrait.id, {
                onSuccess: () => onDone(t('portraitApproved', { name: portrait.name })),
              })
            }
            rejecting={reject.isPending}
            approving={approve.isPending}
            failure={approve.error ?? reject.error}
            approveDisabled={!consent || !portrait.hasPhoto}
          />
        )}
      </Stack>
    </Modal>
  );
}

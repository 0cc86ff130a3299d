'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Group, Image, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { certificationPaths } from '@/features/certification/contract';
import { useCertificationDetail, useDecideCertification } from '../api/certifications';
import { CERTIFICATION_TONES } from './certification-tones';
import { ReviewDecision } from './ReviewDecision';

/**
 * One submission for the reviewer: its fields, the licence (an image shown here, a pdf opened beside), what the
 * corporation submitted before and why it failed, and — while it is in review — approve, or reject with a reason.
 */
export function CertificationReview({
  id,
  onClose,
  onDone,
}: {
  id: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const detail = useCertificationDetail(id);
  const { approve, reject } = useDecideCertification();
  const submission = detail.data?.submission;
  const history = detail.data?.history ?? [];
  const licenceUrl = withBasePath(`/api${certificationPaths.operatorLicence}?id=${encodeURIComponent(id)}`);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={submission ? t('certificationTitle', { company: submission.companyName }) : t('loading')}
    >
      {!submission ? (
        detail.isError ? (
          <Alert color="red">{t('loadFailed')}</Alert>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <ToneBadge tone={CERTIFICATION_TONES[submission.status]}>
              {t('certificationStatus', { status: submission.status })}
            </ToneBadge>
            <Text size="sm" c="dimmed">
              {formatDay(submission.submittedAt)} · {submission.accountEmail}
            </Text>
          </Group>
          <Text size="sm">
            {t('company')}: {submission.companyName}
          </Text>
          <Text size="sm">
            {t('creditCode')}: {submission.creditCode}
          </Text>
          <Text size="sm">
            {t('authenticator')}: {submission.authenticatorName} · {submission.contactPhone}
          </Text>
          <Text size="sm" fw={600}>
            {t('licence')}
          </Text>
          {submission.licence.mimeType.startsWith('image/') && (
            <Image src={licenceUrl} alt={t('licence')} mah={360} fit="contain" data-testid="licence-image" />
          )}
          <Anchor href={withBasePath(licenceUrl)} target="_blank" rel="noopener" size="sm">
            {t('openLicence')} ({submission.licence.name})
          </Anchor>
          <Text size="sm" fw={600}>
            {t('earlierSubmissions')}
          </Text>
          {history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noEarlier')}
            </Text>
          ) : (
            <List size="sm">
              {history.map((row) => (
                <List.Item key={row.id}>
                  {formatDay(row.submittedAt)} · {t('certificationStatus', { status: row.status })}
                  {row.reason ? ` — ${row.reason}` : ''}
                </List.Item>
              ))}
            </List>
          )}
          {submission.status === 'submitted' && (
            <ReviewDecision
              onClose={onClose}
              onReject={(reason) =>
                reject.mutate({ id, reason }, { onSuccess: () => onDone(t('certificationRejected')) })
              }
              onApprove={() => approve.mutate(id, { onSuccess: () => onDone(t('certificationApproved')) })}
              rejecting={reject.isPending}
              approving={approve.isPending}
              failure={approve.error ?? reject.error}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useMyCertification } from '../api/certification';
import {
  CERTIFICATION_UNLOCKS,
  certificationPaths,
  type CertificationState,
  type CertificationSubmission,
} from '../contract';
import { CertificationForm } from './CertificationForm';

const TONES: Record<CertificationState, BadgeTone> = {
  unverified: 'gray',
  submitted: 'blue',
  verified: 'teal',
  failed: 'red',
};

/** The account page's certification section: the state, what it unlocks, and the form while one may submit. */
export function CertificationSection() {
  const t = useTranslations('Certification');
  const query = useMyCertification();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certification-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="certification-title">
            {t('title')}
          </Title>
          {query.data && (
            <ToneBadge tone={TONES[query.data.state]} data-testid="certification-state">
              {t('state', { state: query.data.state })}
            </ToneBadge>
          )}
        </Group>
        <Unlocks />
        <QueryState
          query={query}
          labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
        >
          {(mine) => (
            <>
              <StateNotice state={mine.state} current={mine.current} />
              {(mine.state === 'unverified' || mine.state === 'failed') && (
                <CertificationForm key={mine.current?.id ?? 'new'} previous={mine.current} />
              )}
              {mine.history.length > 0 && <History rows={mine.history} />}
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function Unlocks() {
  const t = useTranslations('Certification');
  return (
    <div>
      <Text size="sm">{t('intro')}</Text>
      <Text size="sm" fw={600} mt="xs">
        {t('unlocksTitle')}
      </Text>
      <List size="sm">
        {CERTIFICATION_UNLOCKS.map((item) => (
          <List.Item key={item}>{t('unlock', { item })}</List.Item>
        ))}
      </List>
    </div>
  );
}

function StateNotice({
  state,
  current,
}: {
  state: CertificationState;
  current: CertificationSubmission | null;
}) {
  const t = useTranslations('Certification');
  const formatDay = useFormatDay();
  if (!current) return null;
  const licence = (
    <Anchor
      href={withBasePath(`/api${certificationPaths.licence}?id=${encodeURIComponent(current.id)}`)}
      target="_blank"
      rel="noopener"
      size="sm"
    >
      {t('viewLicence')}
    </Anchor>
  );
  const facts = (
    <Text size="sm" c="dimmed">
      {current.companyName} · {current.creditCode} ·{' '}
      {t('submittedAt', { date: formatDay(current.submittedAt) })}
    </Text>
  );
  if (state === 'failed')
    return (
      <Alert color="red" data-testid="certification-reason">
        <Text size="sm">{t('failed', { reason: current.reason ?? '' })}</Text>
        <Text size="sm">{t('again')}</Text>
      </Alert>
    );
  return (
    <Alert color={state === 'verified' ? 'teal' : 'blue'}>
      <Stack gap={4}>
        <Text size="sm">{state === 'verified' ? t('verified') : t('inReview')}</Text>
        {facts}
        {licence}
      </Stack>
    </Alert>
  );
}

function History({ rows }: { rows: CertificationSubmission[] }) {
  const t = useTranslations('Certification');
  const formatDay = useFormatDay();
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('history')}
      </Text>
      <List size="sm">
        {rows.map((row) => (
          <List.Item key={row.id}>
            {formatDay(row.submittedAt)} · {row.companyName} · {t('state', { state: row.status })}
            {row.reason ? ` — ${row.reason}` : ''}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

'use client';

import { Alert, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useCorporationDetail } from '../../api/plan-changes';
import { CorporationBilling } from '@/features/operator/components/billing/CorporationBilling';
import { GrantsSection } from './GrantsSection';
import { LimitsSection } from './LimitsSection';
import { DiscountButton, TrialEndButton } from './PlanDialogs';

/**
 * A corporation in the back office: its plan and trial, its limits (effective, and which are its own), grants,
 * discount, balance and ledger, users and recent activity. With `corporation.manage` an operator changes them, each
 * change audited.
 */
export function CorporationDetailView({
  corpId,
  canManage,
  billing,
}: {
  corpId: string;
  canManage: boolean;
  /** The balance and ledger need `order.review` to read, `billing.manage` to change. */
  billing: { canRead: boolean; canManage: boolean };
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const query = useCorporationDetail(corpId);
  return (
    <QueryState
      query={query}
      labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
    >
      {(corp) => (
        <Stack gap="lg">
          <PageHeader
            title={corp.name}
            actions={
              <Button component={Link} href="/operator/corporations" variant="subtle">
                {t('corporation.back')}
              </Button>
            }
          />
          {!canManage && <Alert color="gray">{t('corporation.readOnly')}</Alert>}
          <Card withBorder>
            <SimpleGrid cols={3}>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('plan')}
                </Text>
                <Text fw={600} data-testid="corporation-plan">
                  {t('corporation.planName', { plan: corp.plan })}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('trialEnds')}
                </Text>
                <Text fw={600} data-testid="corporation-trial-end">
                  {formatDay(corp.trialEndsAt)}
                  {corp.trialEnded && ` (${t('corporation.trialEnded')})`}
                </Text>
                {canManage && <TrialEndButton corpId={corpId} />}
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('corporation.discount')}
                </Text>
                <Text fw={600} data-testid="corporation-discount">
                  {t('corporation.discountValue', { percent: corp.discountPercent })}
                </Text>
                {canManage && <DiscountButton corpId={corpId} percent={corp.discountPercent} />}
              </Stack>
            </SimpleGrid>
          </Card>
          <LimitsSection corp={corp} canManage={canManage} />
          <GrantsSection corp={corp} canManage={canManage} />
          {billing.canRead && <CorporationBilling corpId={corpId} canManage={billing.canManage} />}
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('corporation.users')}
            </Title>
            <Text size="sm">{corp.users.map((user) => user.email ?? user.mobile).join(', ')}</Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('recentActivity')}
            </Title>
            {corp.recentAudit.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              corp.recentAudit.map((row) => (
                <Group key={row.id} gap="xs" data-testid="corporation-activity">
                  <Text size="sm">{formatDay(row.at)}</Text>
                  <Code>{row.action}</Code>
                  <Text size="sm">{t('auditActorType', { type: row.actorType })}</Text>
                  {row.after !== null && (
                    <Text size="sm" c="dimmed">
                      {JSON.stringify(row.after)}
                    </Text>
                  )}
                </Group>
              ))
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

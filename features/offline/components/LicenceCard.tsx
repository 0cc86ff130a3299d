'use client';

import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataTable } from '@/components/ui/DataTable';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFormatDay, useFormatMoment } from '@/components/ui/useFormatDay';
import { useRevokeDevice, useRevokeLicence } from '../api/offline';
import type { OfflineDeviceDto, OfflineLicenceDto } from '../contract';

const LICENCE_TONES: Record<OfflineLicenceDto['status'], BadgeTone> = {
  active: 'teal',
  revoked: 'red',
  expired: 'gray',
};
const DEVICE_TONES: Record<OfflineDeviceDto['state'], BadgeTone> = {
  waiting: 'blue',
  active: 'teal',
  revoked: 'red',
};

type Asking = { kind: 'licence' } | { kind: 'device'; device: OfflineDeviceDto } | null;

/** One licence: its session, expiry and devices, each device's activation code to copy, and revocation. */
export function LicenceCard({
  licence,
  onActivate,
}: {
  licence: OfflineLicenceDto;
  onActivate: (device: OfflineDeviceDto) => void;
}) {
  const t = useTranslations('Offline');
  const formatDay = useFormatDay();
  const formatMoment = useFormatMoment();
  const revokeLicence = useRevokeLicence();
  const revokeDevice = useRevokeDevice();
  const [asking, setAsking] = useState<Asking>(null);
  const live = licence.status === 'active';
  const title = licence.sessionName ?? t('sessionGone');
  const titleId = `licence-${licence.id}`;
  const when = (value: string | null) => (value ? formatMoment(value) : t('never'));

  const confirm = async () => {
    if (!asking) return;
    if (asking.kind === 'licence') await revokeLicence.mutateAsync(licence.id);
    else await revokeDevice.mutateAsync(asking.device.id);
    notifications.show({ message: t('revoked'), color: 'teal' });
    setAsking(null);
  };

  const codeCell = (device: OfflineDeviceDto) =>
    device.state === 'waiting' && live ? (
      <Group gap="xs" wrap="nowrap">
        <Text ff="monospace" fw={600} data-testid="activation-code">
          {device.code}
        </Text>
        <CopyButton value={device.code}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              onClick={copy}
              aria-label={t('copyCode', { code: device.code })}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    ) : (
      <Text size="sm" c="dimmed">
        {device.state === 'waiting' ? t('codeVoid') : t('codeUsed')}
      </Text>
    );
  const stateBadge = (device: OfflineDeviceDto) => (
    <ToneBadge tone={DEVICE_TONES[device.state]}>{t(`deviceState.${device.state}`)}</ToneBadge>
  );
  const actions = (device: OfflineDeviceDto) => {
    if (!live || device.state === 'revoked') return [];
    const label = device.name || device.code;
    return device.state === 'waiting'
      ? [
          {
            key: 'activate',
            label: t('activateByHand'),
            ariaLabel: t('activateByHandOf', { name: label }),
            onClick: () => onActivate(device),
          },
        ]
      : [
          {
            key: 'revoke',
            label: t('revokeDevice'),
            ariaLabel: t('revokeDeviceOf', { name: label }),
            color: 'red',
            onClick: () => setAsking({ kind: 'device', device }),
          },
        ];
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="licence"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId}>
                {licence.label ? `${title} · ${licence.label}` : title}
              </Title>
              <ToneBadge tone={LICENCE_TONES[licence.status]} data-testid="licence-status">
                {t(`status.${licence.status}`)}
              </ToneBadge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('facts', {
                expires: formatDay(licence.expiresAt),
                limit: licence.deviceLimit,
                created: formatDay(licence.createdAt),
              })}
            </Text>
          </Stack>
          {live ? (
            <Button variant="default" color="red" onClick={() => setAsking({ kind: 'licence' })}>
              {t('revokeLicence')}
            </Button>
          ) : null}
        </Group>
        <DataTable
          rows={licence.devices}
          rowKey={(device) => device.id}
          rowName={(device) => device.name || device.code}
          label={t('devicesLabel', { name: title })}
          labels={{ actions: t('actions') }}
          minWidth={720}
          columns={[
            { key: 'code', header: t('code'), cell: codeCell, nowrap: true },
            { key: 'state', header: t('state'), cell: stateBadge },
            { key: 'name', header: t('deviceName'), cell: (device) => device.name || '—' },
            { key: 'activated', header: t('activated'), cell: (device) => when(device.activatedAt) },
            { key: 'seen', header: t('lastSeen'), cell: (device) => when(device.lastSeenAt) },
          ]}
          rowActions={actions}
          card={(device) => (
            <Stack gap={6}>
              {codeCell(device)}
              <Group gap="xs">
                {stateBadge(device)}
                {device.name ? <Text size="sm">{device.name}</Text> : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('activated')}: {when(device.activatedAt)} · {t('lastSeen')}: {when(device.lastSeenAt)}
              </Text>
            </Stack>
          )}
        />
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.kind === 'device' ? t('revokeDeviceTitle') : t('revokeLicenceTitle')}
        message={asking?.kind === 'device' ? t('revokeDeviceMessage') : t('revokeLicenceMessage')}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={revokeLicence.isPending || revokeDevice.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}

'use client';

import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CopyField } from '@/components/ui/CopyField';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useActivateByHand } from '../api/offline';
import { activateByHandRequest, type LicenceGrant, type OfflineDeviceDto } from '../contract';

interface Props {
  device: OfflineDeviceDto | null;
  onClose: () => void;
}

/**
 * A device that is never online: the owner pastes the public key it shows and carries the licence token back to it
 * (paste, or type from the screen).
 */
export function ActivateByHandModal({ device, onClose }: Props) {
  const t = useTranslations('Offline');
  return (
    <Modal
      opened={device !== null}
      onClose={onClose}
      title={t('byHand.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {device ? <ActivateByHandForm key={device.id} device={device} onClose={onClose} /> : null}
    </Modal>
  );
}

function ActivateByHandForm({ device, onClose }: { device: OfflineDeviceDto; onClose: () => void }) {
  const t = useTranslations('Offline');
  const api = useTranslations('Api');
  const activate = useActivateByHand();
  const [grant, setGrant] = useState<LicenceGrant | null>(null);
  const form = useApiForm({
    schema: activateByHandRequest,
    defaultValues: { deviceId: device.id, devicePublicKey: '', deviceName: '' },
    submit: async ({ deviceId, deviceName }) => {
      const raw = form.getValues('devicePublicKey');
      setGrant(await activate.mutateAsync({ deviceId, deviceName, devicePublicKey: raw }));
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  if (grant) {
    return (
      <Stack gap="md">
        <Text size="sm">{t('byHand.done')}</Text>
        <CopyField
          label={t('byHand.token')}
          value={grant.token}
          copyLabel={t('copy')}
          copiedLabel={t('copied')}
          multiline
          testId="licence-token"
        />
        <Button onClick={onClose}>{t('close')}</Button>
      </Stack>
    );
  }
  return (
    <ApiFormFrame
      form={form}
      label={t('byHand.title')}
      submitLabel={t('byHand.submit')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <Text size="sm">{t('byHand.intro', { code: device.code })}</Text>
      <FormField
        form={form}
        name="devicePublicKey"
        kind="textarea"
        label={t('byHand.key')}
        description={t('byHand.keyHint')}
        autosize
        minRows={3}
        required
        data-autofocus
      />
      <FormField form={form} name="deviceName" label={t('deviceName')} counter={60} />
    </ApiFormFrame>
  );
}

'use client';

import { Button, Modal, NumberInput, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useCreateLicence } from '../api/offline';
import { createLicenceRequest, VALID_DAYS_DEFAULT, VALID_DAYS_RANGE } from '../contract';

interface Props {
  opened: boolean;
  sessions: { id: string; name: string }[];
  /** The most devices a free place allows (the trial's 1, a bought licence's more). */
  devicesAvailable: number;
  onClose: () => void;
}

/** A new licence: the published session, a label, how many days it is valid. */
export function CreateLicenceModal({ opened, sessions, devicesAvailable, onClose }: Props) {
  const t = useTranslations('Offline');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened ? (
        <CreateLicenceForm sessions={sessions} devicesAvailable={devicesAvailable} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function CreateLicenceForm({ sessions, devicesAvailable, onClose }: Omit<Props, 'opened'>) {
  const t = useTranslations('Offline');
  const api = useTranslations('Api');
  const create = useCreateLicence();
  const errorText = useFieldErrorText();
  const form = useApiForm({
    schema: createLicenceRequest,
    defaultValues: {
      sessionId: sessions[0]?.id ?? '',
      label: '',
      validDays: VALID_DAYS_DEFAULT,
      devices: Math.max(1, devicesAvailable),
    },
    submit: async (values) => {
      await create.mutateAsync(values);
      notifications.show({ message: t('form.created'), color: 'teal' });
      onClose();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  const { input: session, error: sessionError } = useField(form, 'sessionId');
  const { value: sessionId, onChange: setSession } = session;
  const { input: days, error: daysError } = useField(form, 'validDays');
  const { value: daysValue, onChange: setDays } = days;
  const { input: devices, error: devicesError } = useField(form, 'devices');
  const { value: devicesValue, onChange: setDevices } = devices;
  return (
    <ApiFormFrame
      form={form}
      label={t('form.title')}
      submitLabel={t('form.submit')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <Select
        label={t('form.session')}
        data={sessions.map((s) => ({ value: s.id, label: s.name }))}
        {...session}
        value={(sessionId as string) || null}
        onChange={(value) => setSession(value ?? '')}
        error={errorText(sessionError)}
        allowDeselect={false}
        required
        data-autofocus
      />
      <FormField
        form={form}
        name="label"
        label={t('form.label')}
        description={t('form.labelHint')}
        counter={60}
      />
      <NumberInput
        label={t('form.validDays')}
        description={t('form.validDaysHint', { min: VALID_DAYS_RANGE[0], max: VALID_DAYS_RANGE[1] })}
        {...days}
        value={daysValue as unknown as number | string}
        onChange={setDays}
        error={errorText(daysError)}
        min={VALID_DAYS_RANGE[0]}
        max={VALID_DAYS_RANGE[1]}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        required
      />
      <NumberInput
        label={t('form.devices')}
        description={t('form.devicesHint', { max: Math.max(1, devicesAvailable) })}
        {...devices}
        value={devicesValue as unknown as number | string}
        onChange={setDevices}
        error={errorText(devicesError)}
        min={1}
        max={Math.max(1, devicesAvailable)}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        required
      />
    </ApiFormFrame>
  );
}

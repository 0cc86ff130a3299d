'use client';

import { Alert, Button, Group, Modal, NumberInput, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useCreateApplication, useUpdateApplication } from '@/features/deploy/api/applications';
import { useSessionOptions } from '@/features/deploy/api/resources';
import {
  APP_NAME_MAX,
  applicationFormSchema,
  type ApplicationDto,
  type ApplicationWithKey,
  type GrantDto,
} from '@/features/deploy/contract/applications';
import { shareRemainder, takesLastSlot } from './share-remainder';

interface Props {
  /** The application to edit, 'new' for a new one, null when closed. */
  app: ApplicationDto | 'new' | null;
  grants: GrantDto[];
  onClose: () => void;
  /** A new application, with its key to show once. */
  onCreated: (app: ApplicationWithKey) => void;
}

/** Creates or edits an application with the contract's rules, checked here and again by the server. */
export function ApplicationFormModal({ app, grants, onClose, onCreated }: Props) {
  const t = useTranslations('Resources');
  return (
    <Modal
      opened={app !== null}
      onClose={onClose}
      title={app === 'new' ? t('form.createTitle') : t('form.editTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {app ? (
        <ApplicationForm
          key={app === 'new' ? 'new' : app.appId}
          app={app}
          grants={grants}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Modal>
  );
}

function ApplicationForm({
  app,
  grants,
  onClose,
  onCreated,
}: Omit<Props, 'app'> & { app: ApplicationDto | 'new' }) {
  const t = useTranslations('Resources');
  const api = useTranslations('Api');
  const formatDay = useFormatDay();
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const sessions = useSessionOptions();
  const isNew = app === 'new';
  const open = grants.filter((grant) => grant.free > 0);
  // Taking the last slot of share links and previews needs a second, explicit yes (issue 19 §1.2).
  const [asking, setAsking] = useState(false);
  const lastSlotAgreed = useRef(false);
  const keepOne = useRef<HTMLButtonElement>(null);
  // The question takes the focus, on the answer that loses nothing.
  useEffect(() => {
    if (asking) keepOne.current?.focus();
  }, [asking]);
  const current = isNew || app.status === 'expired' ? 0 : app.concurrency;
  const mostFree = [...open].sort((a, b) => b.free - a.free)[0];
  const form = useApiForm({
    // One schema for both: a new application's id is a placeholder the submit leaves out.
    schema: applicationFormSchema,
    defaultValues: isNew
      ? { appId: 'new', name: '', concurrency: 1, grantId: mostFree?.id ?? '', conversationId: '' }
      : {
          appId: app.appId,
          name: app.name,
          concurrency: app.concurrency,
          grantId: app.grant.id,
          conversationId: app.conversationId ?? '',
        },
    submit: async ({ appId, grantId, ...values }) => {
      // More than the grant has free is the server's to refuse, on the field; within it, ask first.
      const within = values.concurrency <= max;
      if (
        within &&
        takesLastSlot(shareRemainder(grants, values.concurrency, current)) &&
        !lastSlotAgreed.current
      ) {
        setAsking(true);
        return;
      }
      if (isNew) {
        const created = await create.mutateAsync({ ...values, grantId: grantId || undefined });
        notifications.show({ message: t('form.created', { name: created.name }), color: 'teal' });
        onCreated(created);
      } else {
        await update.mutateAsync({ appId, ...values, conversationId: values.conversationId ?? '' });
        notifications.show({ message: t('form.saved'), color: 'teal' });
      }
      onClose();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  const errorText = useFieldErrorText();
  const { input: concurrency, error: concurrencyError } = useField(form, 'concurrency');
  const { value: concurrencyValue, onChange: setConcurrency } = concurrency;
  const { input: grant, error: grantError } = useField(form, 'grantId');
  const { value: grantId, onChange: setGrant } = grant;
  const { input: session, error: sessionError } = useField(form, 'conversationId');
  const { value: sessionId, onChange: setSession } = session;
  const chosen = grants.find((candidate) => candidate.id === grantId);
  const remainder = shareRemainder(grants, concurrencyValue, current);
  const agreeAndSave = () => {
    lastSlotAgreed.current = true;
    setAsking(false);
    void form.onSubmit().finally(() => {
      lastSlotAgreed.current = false;
    });
  };
  const max = isNew
    ? (chosen?.free ?? 0)
    : app.concurrency + (grants.find((g) => g.id === app.grant.id)?.free ?? 0);

  return (
    <ApiFormFrame
      form={form}
      label={isNew ? t('form.createTitle') : t('form.editTitle')}
      submitLabel={isNew ? t('form.create') : t('save')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <FormField
        form={form}
        name="name"
        label={t('form.name')}
        description={t('form.nameHint', { max: APP_NAME_MAX })}
        counter={APP_NAME_MAX}
        required
        data-autofocus
      />
      {isNew && open.length > 1 ? (
        <Select
          label={t('form.grant')}
          data={open.map((g) => ({
            value: g.id,
            label: t('form.grantOption', {
              source: t(`source.${g.source}`),
              free: g.free,
              date: formatDay(g.endsAt),
            }),
          }))}
          {...grant}
          value={grantId || null}
          onChange={(value) => setGrant(value ?? '')}
          error={errorText(grantError)}
          allowDeselect={false}
        />
      ) : null}
      <NumberInput
        label={t('form.concurrency')}
        description={t('form.concurrencyHint', { max })}
        {...concurrency}
        value={concurrencyValue as unknown as number | string}
        onChange={setConcurrency}
        error={errorText(concurrencyError)}
        min={1}
        max={Math.max(1, max)}
        // The server's rule speaks (on the field) rather than a number quietly changed under the user.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        required
      />
      <Text
        size="sm"
        c={remainder.after === 0 ? 'orange.8' : 'dimmed'}
        aria-live="polite"
        data-testid="share-remainder"
        mt={-8}
      >
        {remainder.after === 0
          ? t('form.noneStays', { total: remainder.total })
          : t('form.stays', { stays: remainder.after, total: remainder.total })}
      </Text>
      <Select
        label={t('form.session')}
        description={t('form.sessionHint')}
        placeholder={t('form.sessionPlaceholder')}
        data={sessions.data ?? []}
        {...session}
        value={sessionId || null}
        onChange={(value) => setSession(value ?? '')}
        error={errorText(sessionError)}
        clearable
        searchable
        nothingFoundMessage={t('apps.noSession')}
      />
      {asking ? (
        <Alert
          color="orange"
          variant="light"
          role="alertdialog"
          aria-labelledby="last-slot-title"
          title={<span id="last-slot-title">{t('form.lastSlotTitle')}</span>}
        >
          <Text size="sm">{t('form.lastSlotMessage')}</Text>
          <Group gap="sm" mt="sm">
            <Button color="orange" onClick={agreeAndSave}>
              {t('form.lastSlotConfirm')}
            </Button>
            <Button variant="default" onClick={() => setAsking(false)} ref={keepOne}>
              {t('form.lastSlotCancel')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </ApiFormFrame>
  );
}

'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useSaveWebhookConfig } from '@/features/deploy/api/webhook-config';
import { CALLBACK_URL_MAX, saveWebhookConfigRequest } from '@/features/deploy/contract/webhooks';

interface Props {
  callbackUrl: string | null;
  /** The first address saved made the signing secret: it is shown this once. */
  onSecret: (secret: string) => void;
}

/** The account's one callback address (spec §5): optional, https, no Chinese characters; empty stops the events. */
export function CallbackForm({ callbackUrl, onSecret }: Props) {
  const t = useTranslations('Webhooks.address');
  const api = useTranslations('Api');
  const save = useSaveWebhookConfig();
  const form = useApiForm({
    schema: saveWebhookConfigRequest,
    defaultValues: { callbackUrl: callbackUrl ?? '' },
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset({ callbackUrl: saved.callbackUrl ?? '' });
      if (saved.secret) onSecret(saved.secret);
      notifications.show({ message: saved.callbackUrl ? t('saved') : t('removed'), color: 'teal' });
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  return (
    <ApiFormFrame form={form} label={t('legend')} submitLabel={t('save')} gap="xs">
      <FormField
        form={form}
        name="callbackUrl"
        label={t('label')}
        description={t('description')}
        placeholder={t('placeholder')}
        maxLength={CALLBACK_URL_MAX}
        inputMode="url"
        autoComplete="url"
      />
    </ApiFormFrame>
  );
}

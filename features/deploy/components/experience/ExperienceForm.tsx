'use client';

import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useSaveExperience } from '@/features/deploy/api/experience';
import {
  EXPERIENCE_BUTTON_MAX,
  EXPERIENCE_CONTENT_MAX,
  EXPERIENCE_ERROR_MAX,
  EXPERIENCE_TITLE_MAX,
  experienceSaveRequest,
  type EmbedOriginPolicy,
  type ExperienceSaveRequest,
  type HostedExperienceDto,
} from '@/features/deploy/contract/experience';
import { OriginsEditor } from './OriginsEditor';

interface Props {
  experience: HostedExperienceDto;
  /** The server's rule for plain-http localhost domains, so the form says what the server will say. */
  policy: EmbedOriginPolicy;
  onSaved?: () => void;
}

const valuesOf = (experience: HostedExperienceDto, buttonDefault: string): ExperienceSaveRequest => ({
  endUrl: experience.endUrl,
  title: experience.title,
  content: experience.content,
  buttonText: experience.buttonText || buttonDefault,
  errorText: experience.errorText,
  allowedOrigins: experience.allowedOrigins,
});

/** The hosted experience with the §5 rules of the contract, checked here and again by the server. */
export function ExperienceForm({ experience, policy, onSaved }: Props) {
  const t = useTranslations('Experience');
  const api = useTranslations('Api');
  const save = useSaveExperience();
  const schema = useMemo(() => experienceSaveRequest(policy), [policy]);
  const form = useApiForm({
    schema,
    defaultValues: valuesOf(experience, t('form.buttonDefault')),
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      // What the server kept: each domain as its origin, duplicates once.
      form.reset(valuesOf(saved, ''));
      notifications.show({ message: t('form.saved'), color: 'teal' });
      onSaved?.();
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });

  return (
    <ApiFormFrame form={form} labelledBy="experience-form-heading" submitLabel={t('form.save')}>
      {experience.saved ? null : (
        <Alert color="blue" variant="light">
          {t('notSaved')}
        </Alert>
      )}
      <FormField
        form={form}
        name="endUrl"
        label={t('form.endUrl')}
        description={t('form.endUrlHint')}
        placeholder="https://www.example.com/thanks"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <FormField form={form} name="title" label={t('form.title')} maxLength={EXPERIENCE_TITLE_MAX} required />
      <FormField
        form={form}
        kind="textarea"
        name="content"
        label={t('form.content')}
        maxLength={EXPERIENCE_CONTENT_MAX}
        autosize
        minRows={3}
        maxRows={8}
        required
      />
      <FormField
        form={form}
        name="buttonText"
        label={t('form.buttonText')}
        maxLength={EXPERIENCE_BUTTON_MAX}
        required
      />
      <FormField
        form={form}
        name="errorText"
        label={t('form.errorText')}
        description={t('form.errorTextHint')}
        maxLength={EXPERIENCE_ERROR_MAX}
        required
      />
      <OriginsEditor form={form} />
    </ApiFormFrame>
  );
}

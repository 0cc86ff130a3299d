'use client';

import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useAddSession } from '../../../api/sessions';
import {
  SESSION_NAME_MAX,
  sessionInput,
  type GlobalSettings,
  type SessionInput,
  type SessionLanguage,
} from '../../../contract';
import type { VoiceDto } from '@/features/speech/contract';
import { ModelGroup } from '../../session-form/ModelGroup';
import { SessionFormProvider } from '../../session-form/SessionFormProvider';
import { SessionTextField } from '../../session-form/SessionTextField';
import { SpeechGroup } from '../../session-form/SpeechGroup';
import { UnansweredGroup } from '../../session-form/UnansweredGroup';
import { markCreated, type SessionDraft } from '../draft';
import { LanguageSwitch } from '../LanguageSwitch';
import { languageTexts } from '../../session-form/language-switch';

interface Props {
  initial: SessionInput;
  settings: GlobalSettings;
  voices: readonly VoiceDto[];
  personaName: (language: SessionLanguage) => string | undefined;
  /** Every change is written to the draft. */
  onChange: (values: SessionDraft) => void;
}

/**
 * Step 4: name and language, then the editor's own groups for dialogue mode and scripts, the model and unanswered
 * questions; publish sends the whole session (POST add) and opens the success page.
 */
export function ConfigureForm({ initial, settings, voices, personaName, onChange }: Props) {
  const t = useTranslations('SessionsWizard');
  const router = useWatchedRouter();
  const add = useAddSession();
  const form = useApiForm({
    schema: sessionInput,
    defaultValues: initial,
    leavesPage: true,
    messages: { failed: t('configure.publishFailed'), network: t('configure.network') },
    submit: async (values) => {
      const session = await add.mutateAsync(values);
      markCreated(session.conversationId);
      router.push('/session/create/success');
    },
  });

  useEffect(() => {
    const subscription = form.watch((values) => onChange(values as SessionDraft));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const [language, ttsId] = useWatch({ control: form.control, name: ['language', 'detailDto.ttsId'] });
  const voice = voices.find((v) => v.ttsId === ttsId);
  const voiceFits = voice?.languages.includes(language) ?? false;

  const switchLanguage = (next: SessionLanguage) => {
    const values = form.getValues();
    form.reset({
      ...values,
      ...languageTexts(settings.defaultConfig[next], values.pageDto, personaName(next)),
    });
  };

  const section = (title: string, body: React.ReactNode) => (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {body}
    </Card>
  );

  return (
    <SessionFormProvider form={form}>
      <ApiFormFrame
        form={form}
        label={t('configure.heading')}
        submitLabel={t('configure.publish')}
        gap="lg"
        actions={
          <Anchor component={Link} href="/session/create/step3" size="sm">
            {t('back')}
          </Anchor>
        }
      >
        {section(
          t('configure.basics'),
          <Stack gap="md">
            <SessionTextField
              name="conversationName"
              label={t('configure.name')}
              required
              counter={SESSION_NAME_MAX}
            />
            <LanguageSwitch
              label={t('configure.language')}
              languages={settings.languages}
              value={language}
              hasTexts
              onSwitch={switchLanguage}
            />
            {!voiceFits && (
              <Alert color="orange" variant="light" role="alert">
                <Stack gap={4} align="flex-start">
                  <Text size="sm">
                    {language === 'en' ? t('voice.englishOnly') : t('configure.voiceLanguage')}
                  </Text>
                  <Anchor component={Link} href="/session/create/step3" size="sm">
                    {t('configure.toVoice')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </Stack>,
        )}
        {section(t('configure.scripts'), <SpeechGroup />)}
        {section(t('configure.model'), <ModelGroup />)}
        {section(t('configure.unanswered'), <UnansweredGroup />)}
      </ApiFormFrame>
    </SessionFormProvider>
  );
}

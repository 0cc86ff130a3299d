'use client';

import { Accordion, Alert, Anchor, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useAddSession } from '../../../api/sessions';
import {
  sessionInput,
  type GlobalSettings,
  type SessionInput,
  type SessionLanguage,
  type VoiceDto,
} from '../../../contract';
import { markCreated, type SessionDraft } from '../draft';
import { LanguageSwitch } from '../LanguageSwitch';
import { languageTexts } from '../language-defaults';
import { ModelFields } from './ModelFields';
import { ScriptField } from './ScriptField';
import { UnansweredFields } from './UnansweredFields';

interface Props {
  initial: SessionInput;
  settings: GlobalSettings;
  voices: readonly VoiceDto[];
  personaName: (language: SessionLanguage) => string | undefined;
  /** Every change is written to the draft. */
  onChange: (values: SessionDraft) => void;
}

const OTHER_SCRIPTS = [
  'waitingPhrase',
  'unknownQuestion',
  'farewell',
  'interruptingWords',
  'interruptingSentence',
  'guidingLanguage',
] as const;

/** Step 4: the session's global settings, then publish (POST add) and on to the success page. */
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

  const [language, isFreedom, ttsId] = useWatch({
    control: form.control,
    name: ['language', 'isFreedom', 'detailDto.ttsId'],
  });
  const voice = voices.find((v) => v.ttsId === ttsId);
  const voiceFits = voice?.languages.includes(language) ?? false;

  const switchLanguage = (next: SessionLanguage) => {
    const values = form.getValues();
    const texts = languageTexts(settings.defaultConfig[next], values.pageDto, personaName(next));
    form.reset({ ...values, ...texts });
  };

  return (
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
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <FormField
            form={form}
            name="conversationName"
            label={t('configure.name')}
            required
            maxLength={40}
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
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mode-label">
              {t('configure.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="mode-label"
              value={isFreedom === false ? 'wake' : 'free'}
              onChange={(v) => form.setValue('isFreedom', v === 'free', { shouldDirty: true })}
              data={[
                { value: 'free', label: t('configure.free') },
                { value: 'wake', label: t('configure.wake') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          {isFreedom === false && (
            <ScriptField
              form={form}
              type="wakeWord"
              required
              multiline={false}
              description={t('configure.wakeWordHint')}
            />
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text fw={600}>{t('configure.scripts')}</Text>
          <ScriptField form={form} type="prologue" required />
          <Accordion variant="contained">
            <Accordion.Item value="more">
              <Accordion.Control>{t('configure.moreScripts')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {OTHER_SCRIPTS.map((type) => (
                    <ScriptField key={type} form={form} type={type} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <ModelFields form={form} defaultModelCode={settings.defaultModelCode} />
          <UnansweredFields form={form} />
        </Stack>
      </Card>
    </ApiFormFrame>
  );
}

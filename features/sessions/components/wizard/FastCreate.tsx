'use client';

import { Alert, Button, Group, Input, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { ApiError } from '@/lib/api-client/api-error';
import { useBackgrounds, useCharacters, useGlobalSettings, useMyCharacters } from '../../api/catalogue';
import { useCreateConversation } from '../../api/sessions';
import type { BackgroundChoice as Choice, SessionLanguage } from '../../contract';
import { BackgroundChoice } from '../editor/BackgroundChoice';
import { CharacterPicker } from './character/CharacterPicker';
import { markCreated } from './draft';
import { LanguageSwitch } from './LanguageSwitch';
import { QueryState } from './QueryState';

/**
 * `/fastCreate/create`, the newer flow of spec §2: a character, a language and a background (the editor's choice of
 * scenes), everything else the defaults, then the success page where it is published. The corporation's approved
 * portraits are offered above the cast, as in the wizard.
 */
export function FastCreate() {
  const t = useTranslations('SessionsWizard');
  const router = useWatchedRouter();
  const characters = useCharacters();
  const mine = useMyCharacters();
  const settings = useGlobalSettings();
  const create = useCreateConversation();
  const [characterCode, setCharacterCode] = useState<string | null>(null);
  const [language, setLanguage] = useState<SessionLanguage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [background, setBackground] = useState<Choice | null>(null);
  const backgrounds = useBackgrounds(characterCode ?? undefined);
  const backgroundLabel = useId();
  const chosenLanguage = language ?? settings.data?.defaultLanguage ?? 'zh';
  // Until one is clicked, the first scene offered is the one shown chosen, and the one sent.
  const first = backgrounds.data?.[0];
  const chosenBackground =
    background ?? (first ? { type: first.type, backgroundId: first.backgroundId } : null);

  const submit = async () => {
    if (!characterCode) return;
    setError(null);
    try {
      const session = await create.mutateAsync({
        characterCode,
        language: chosenLanguage,
        ...(chosenBackground ? { backgroundDto: chosenBackground } : {}),
      });
      markCreated(session.conversationId);
      router.push('/session/create/success');
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return;
      setError(
        failure instanceof ApiError && failure.kind === 'network'
          ? t('configure.network')
          : (failure instanceof ApiError && failure.message) || t('fast.failed'),
      );
    }
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('fast.heading')}
      </Title>
      <Text>{t('fast.intro')}</Text>
      {!characters.data || !settings.data ? (
        <QueryState
          isError={characters.isError || settings.isError}
          onRetry={() => {
            void characters.refetch();
            void settings.refetch();
          }}
        />
      ) : (
        <>
          <LanguageSwitch
            label={t('fast.language')}
            languages={settings.data.languages}
            value={chosenLanguage}
            hasTexts={false}
            onSwitch={setLanguage}
          />
          <CharacterPicker
            characters={characters.data.list}
            mine={mine.data}
            value={characterCode}
            onChange={(code) => {
              setCharacterCode(code);
              // Another character may offer other scenes.
              setBackground(null);
            }}
          />
          {characterCode && (
            <Input.Wrapper
              label={t('fast.background')}
              description={t('fast.backgroundHint')}
              labelProps={{ id: backgroundLabel }}
            >
              <div style={{ marginTop: 8 }}>
                {backgrounds.data ? (
                  chosenBackground && (
                    <BackgroundChoice
                      backgrounds={backgrounds.data}
                      value={chosenBackground}
                      labelledBy={backgroundLabel}
                      onChange={setBackground}
                    />
                  )
                ) : (
                  <QueryState isError={backgrounds.isError} onRetry={() => void backgrounds.refetch()} />
                )}
              </div>
            </Input.Wrapper>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              onClick={() => void submit()}
              disabled={!characterCode}
              loading={create.isPending || create.isSuccess}
            >
              {t('fast.create')}
            </Button>
            {!characterCode && (
              <Text size="sm" c="dimmed">
                {t('character.pick')}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

'use client';

import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useGlobalSettings, useVoices } from '@/features/sessions/api/catalogue';
import { sessionQuery, useUpdateSession } from '@/features/sessions/api/sessions';
import { updateSessionRequest, type SessionDto, type SessionLanguage } from '@/features/sessions/contract';
import { ApiError } from '@/lib/api-client/api-error';
import { BasicInfoGroup } from '../session-form/BasicInfoGroup';
import { KnowledgeGroup } from '../session-form/KnowledgeGroup';
import { ModelGroup } from '../session-form/ModelGroup';
import { RuntimePageGroup } from '../session-form/RuntimePageGroup';
import { ScenesGroup } from '../session-form/ScenesGroup';
import { SessionFormProvider } from '../session-form/SessionFormProvider';
import { SpeechGroup } from '../session-form/SpeechGroup';
import { UnansweredGroup } from '../session-form/UnansweredGroup';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EditorPreview } from './EditorPreview';
import { EditorTabs } from './EditorTabs';
import { errorPaths, firstTabWithError, tabOfField, type EditorTab } from './editor-tabs';
import { toFormValues } from './form-values';
import { changesInUse } from './in-use';
import { LanguageSwitchDialog } from '../session-form/LanguageSwitchDialog';
import { PictureGroup } from './PictureGroup';
import { SceneTemplates } from './SceneTemplates';
import { SaveConflictDialog } from './SaveConflictDialog';
import { useSaveConflict } from './save-conflict';
import { useConfirmation } from './useConfirmation';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useLeaveGuard } from './useLeaveGuard';
import { voiceRefusal } from './voice-language';
import { VoiceGroup } from './VoiceGroup';

/** The whole session in groups, its picture beside them, saved in one request. */
export function EditorForm({ session }: { session: SessionDto }) {
  const t = useTranslations('SessionsEditor');
  const api = useTranslations('Api');
  const update = useUpdateSession();
  const settings = useGlobalSettings();
  const voices = useVoices().data ?? [];
  const inUse = useConfirmation();
  const conflict = useSaveConflict();
  const client = useQueryClient();
  const [reloading, setReloading] = useState(false);
  /** An overwrite repeats a save the owner already confirmed: it does not ask about a session in use again. */
  const overwriting = useRef(false);
  const [initial] = useState(() => toFormValues(session));
  /** What the server holds now: the last load or save. */
  const saved = useRef(initial);
  const [tab, setTab] = useState<EditorTab>('basic');

  const form = useApiForm({
    schema: updateSessionRequest,
    defaultValues: initial,
    submit: async (values) => {
      const refusal = voiceRefusal(
        voices.find((v) => v.ttsId === values.detailDto.ttsId),
        values.language,
      );
      if (refusal)
        throw new ApiError('code', '', undefined, {
          fields: [{ field: 'detailDto.ttsId', message: refusal }],
        });
      const confirmed = overwriting.current;
      overwriting.current = false;
      if (
        !confirmed &&
        session.status === 'published' &&
        changesInUse(saved.current, values) &&
        !(await inUse.ask())
      )
        return;
      let answer: SessionDto;
      try {
        answer = await update.mutateAsync(values);
      } catch (error) {
        if (conflict.caught(error)) return;
        throw error;
      }
      showSaved(toFormValues(answer));
      notifications.show({ message: t('saved'), color: 'teal' });
    },
    messages: { failed: api('requestFailed'), network: api('requestFailed') },
  });
  /** The form now shows what the server holds: nothing left unsaved. */
  function showSaved(next: ReturnType<typeof toFormValues>) {
    saved.current = next;
    form.reset(next);
  }
  // Someone else's save is newer: take theirs (the edits here go), or save these again over it.
  const reloadNewer = async () => {
    setReloading(true);
    try {
      showSaved(
        toFormValues(await client.fetchQuery({ ...sessionQuery(session.conversationId), staleTime: 0 })),
      );
      conflict.close();
      notifications.show({ message: t('conflict.reloaded'), color: 'teal' });
    } finally {
      setReloading(false);
    }
  };
  const overwrite = () => {
    if (conflict.newerRevision === null) return;
    form.setValue('revision', conflict.newerRevision);
    conflict.close();
    overwriting.current = true;
    void onSubmit();
  };
  const language = useLanguageSwitch(form, settings.data, voices);
  const leave = useLeaveGuard(form.formState.isDirty);

  const paths = errorPaths(form.formState.errors);
  const withErrors = new Set(paths.map(tabOfField).filter((x): x is EditorTab => x !== undefined));

  // After a refused save the editor shows the first group holding an error, unless the one on screen holds one
  // (decided while rendering, from the errors of that attempt), then puts the cursor on the first wrong field.
  const [attempt, setAttempt] = useState(0);
  const [shownAttempt, setShownAttempt] = useState(0);
  if (attempt !== shownAttempt) {
    setShownAttempt(attempt);
    const first = firstTabWithError(paths);
    if (first && !withErrors.has(tab)) setTab(first);
  }
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = document.querySelectorAll<HTMLElement>('[data-editor-panel] [aria-invalid="true"]');
    [...invalid].find((element) => element.offsetParent !== null)?.focus();
  }, [attempt]);
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    await form.onSubmit(event);
    setAttempt((n) => n + 1);
  };

  return (
    <SessionFormProvider form={form}>
      <ApiFormFrame
        form={{ ...form, onSubmit }}
        labelledBy="session-editor-title"
        submitLabel={t('save')}
        actions={
          <Button component={Link} href="/dashboard/session" variant="default">
            {t('backToList')}
          </Button>
        }
      >
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h3" id="session-editor-title">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {form.formState.isDirty ? t('unsaved') : t('allSaved')}
            </Text>
          </Stack>
          <Button type="submit" loading={form.submitting}>
            {t('save')}
          </Button>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <div style={{ position: 'sticky', top: 16, maxWidth: 420 }}>
              <EditorPreview voices={voices} status={session.status} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            <EditorTabs
              value={tab}
              onChange={setTab}
              withErrors={withErrors}
              panels={{
                basic: (
                  <BasicInfoGroup
                    languages={settings.data?.languages}
                    onLanguageChange={(next: SessionLanguage) => language.request(next)}
                  />
                ),
                picture: <PictureGroup />,
                voice: <VoiceGroup voices={voices} />,
                speech: <SpeechGroup />,
                model: <ModelGroup />,
                knowledge: <KnowledgeGroup />,
                scenes: (
                  <Stack gap="xl">
                    <ScenesGroup />
                    <SceneTemplates />
                  </Stack>
                ),
                page: <RuntimePageGroup />,
                unanswered: <UnansweredGroup />,
              }}
            />
          </Grid.Col>
        </Grid>
      </ApiFormFrame>
      {/* Mounted per question, so each starts with "don't remind" unticked. */}
      {language.pending && (
        <LanguageSwitchDialog
          language={language.pending}
          onConfirm={language.confirm}
          onCancel={language.cancel}
        />
      )}
      <SaveConflictDialog
        opened={conflict.newerRevision !== null}
        busy={reloading}
        onReload={() => void reloadNewer()}
        onOverwrite={overwrite}
        onCancel={conflict.close}
      />
      <ConfirmDialog
        opened={inUse.open}
        title={t('inUse.title')}
        message={t('inUse.message')}
        confirmLabel={t('inUse.confirm')}
        cancelLabel={t('inUse.cancel')}
        onConfirm={inUse.confirm}
        onCancel={inUse.cancel}
      />
      <ConfirmDialog
        opened={leave.pending}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        destructive
        onConfirm={leave.leave}
        onCancel={leave.stay}
      />
    </SessionFormProvider>
  );
}

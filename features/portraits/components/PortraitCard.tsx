'use client';

import { Alert, Anchor, Button, Card, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { ApiError } from '@/lib/api-client/api-error';
import { portraitPhotoSrc, useDeletePortrait, useRenamePortrait, useRetakePortrait } from '../api/portraits';
import { PORTRAIT_PHOTO_ACCEPT, type MyPortrait } from '../contract';

const TONES: Record<MyPortrait['status'], BadgeTone> = {
  processing: 'gray',
  review: 'blue',
  ready: 'teal',
  rejected: 'red',
  failed: 'orange',
};

/** The words for a failed call: a refused photo's reason (a `Validation` key), or the server's message. */
function useFailureText() {
  const errorText = useFieldErrorText();
  const api = useTranslations('Api');
  return (error: unknown) =>
    error instanceof ApiError
      ? (errorText(error.fields[0]?.message) ?? (error.message || api('requestFailed')))
      : api('requestFailed');
}

interface Props {
  portrait: MyPortrait;
  /** A session of this approved portrait: "talk to it" opens it on /collection/conversation. */
  conversationId?: string;
  /**
   * "Use in a session" for an approved portrait: the sessions area's wizard entry (it starts a draft), which the page
   * composes; this area does not know the wizard.
   */
  useInSession?: ReactNode;
}

/**
 * One portrait: its photo, state and a rejection's reason; retake, rename, delete, use in a session when ready, and
 * talk to it once a session uses it.
 */
export function PortraitCard({ portrait, conversationId, useInSession }: Props) {
  const t = useTranslations('Portraits');
  const failureText = useFailureText();
  const retake = useRetakePortrait();
  const rename = useRenamePortrait();
  const remove = useDeletePortrait();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card withBorder padding="md" component="article" aria-label={portrait.name} data-testid="portrait-card">
      <Stack gap="xs">
        {portrait.hasPhoto ? (
          <Image
            src={portraitPhotoSrc(portrait)}
            alt={t('photoAlt', { name: portrait.name })}
            radius="sm"
            h={220}
            fit="contain"
          />
        ) : null}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={1}>
            {portrait.name}
          </Text>
          <ToneBadge tone={TONES[portrait.status]}>{t(`status.${portrait.status}`)}</ToneBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`statusHint.${portrait.status}`)}
        </Text>
        {portrait.status === 'rejected' && portrait.rejectReason ? (
          <Alert color="red" title={t('rejectedBecause')} p="xs">
            {portrait.rejectReason}
          </Alert>
        ) : null}
        {retake.error ? (
          <Alert color="red" role="alert" p="xs" title={t('photoRefused')}>
            {failureText(retake.error)}
          </Alert>
        ) : null}
        {renaming !== null ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              rename.mutate({ id: portrait.id, name: renaming }, { onSuccess: () => setRenaming(null) });
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('name')}
                value={renaming}
                onChange={(event) => setRenaming(event.currentTarget.value)}
                maxLength={40}
                required
                style={{ flex: 1 }}
                error={rename.error ? failureText(rename.error) : undefined}
              />
              <Button type="submit" loading={rename.isPending}>
                {t('save')}
              </Button>
            </Group>
          </form>
        ) : null}
        <Group gap="xs">
          <FileButton
            accept={PORTRAIT_PHOTO_ACCEPT}
            onChange={(file) => file && retake.mutate({ id: portrait.id, file })}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={retake.isPending}>
                {t('retake')}
              </Button>
            )}
          </FileButton>
          <Button variant="subtle" size="xs" onClick={() => setRenaming(portrait.name)}>
            {t('rename')}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
          {portrait.status === 'ready' ? useInSession : null}
          {conversationId ? (
            <Anchor
              href={`/collection/conversation?${new URLSearchParams({ conversationId })}`}
              size="sm"
              fw={600}
              data-testid="portrait-talk"
            >
              {t('talkTo')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: portrait.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate(portrait.id, { onSettled: () => setDeleting(false) })}
        onCancel={() => setDeleting(false)}
      />
    </Card>
  );
}

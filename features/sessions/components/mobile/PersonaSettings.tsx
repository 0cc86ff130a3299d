'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { ApiCode } from '@/lib/contract/codes';
import {
  SCRIPT_TYPES,
  SESSION_NAME_MAX,
  updateSessionRequest,
  type SessionDto,
} from '@/features/sessions/contract';
import { useSessionStatus, useUpdateSession } from '../../api/sessions';
import { toFormValues } from '../editor/form-values';
import { editHref } from '../list/session-links';
import { PersonaVoiceField } from './PersonaVoiceField';

const PROLOGUE = SCRIPT_TYPES.indexOf('prologue');

/**
 * What a phone may change of a digital human (issue 25 §2): its name, prologue and voice, saved through the editor's own
 * request, schema and revision rule (a save over a newer one is refused), and publish or take offline. Everything
 * else stays on the desktop editor, which the link at the bottom says.
 */
export function PersonaSettings({ session }: { session: SessionDto }) {
  const m = useTranslations('SessionsMobile');
  const api = useTranslations('Api');
  const update = useUpdateSession();
  const status = useSessionStatus();
  const form = useApiForm({
    schema: updateSessionRequest,
    defaultValues: toFormValues(session),
    submit: async (values) => {
      await update.mutateAsync(values);
      notifications.show({ message: m('settings.saved'), color: 'teal' });
    },
    codeMessages: { [ApiCode.conflict]: m('settings.conflict') },
    messages: { failed: api('modifyFailed'), network: api('requestFailed') },
  });
  const published = session.status === 'published';
  const toggle = async () => {
    try {
      await status.mutateAsync({
        conversationId: session.conversationId,
        status: published ? 'offline' : 'published',
      });
    } catch {
      notifications.show({ message: api('modifyFailed'), color: 'red' });
    }
  };
  return (
    <section aria-labelledby="persona-settings">
      <Stack gap="sm">
        <Title order={2} size="h5" id="persona-settings">
          {m('settings.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{published ? m('settings.isPublished') : m('settings.isOffline')}</Text>
          <Button
            size="xs"
            variant={published ? 'default' : 'filled'}
            loading={status.isPending}
            onClick={() => void toggle()}
          >
            {published ? m('settings.unpublish') : m('settings.publish')}
          </Button>
        </Group>
        {/* A new revision (a save or a rename) starts the form from the saved session again. */}
        <ApiFormFrame form={form} labelledBy="persona-settings" submitLabel={m('settings.save')}>
          <FormField
            form={form}
            name="conversationName"
            label={m('settings.name')}
            maxLength={SESSION_NAME_MAX}
            required
          />
          <FormField
            form={form}
            kind="textarea"
            name={`scriptDtoList.${PROLOGUE}.scriptContent`}
            label={m('settings.prologue')}
            autosize
            minRows={2}
            maxRows={6}
            required
          />
          <PersonaVoiceField form={form} language={session.language} />
        </ApiFormFrame>
        <Text size="sm" c="dimmed">
          {m.rich('settings.elsewhere', {
            link: (chunks) => (
              <Anchor href={withBasePath(editHref(session.conversationId))} size="sm" underline="always">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      </Stack>
    </section>
  );
}

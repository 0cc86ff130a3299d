'use client';

import { Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import type { SessionForm } from './form-types';

/** Unanswered questions (`extendContent`): after how many in a row, whether to say so, whether to hang up. */
export function UnansweredFields({ form }: { form: SessionForm }) {
  const t = useTranslations('SessionsWizard.configure');
  const errorText = useFieldErrorText();
  const { field: count, fieldState: countState } = useController({
    control: form.control,
    name: 'extendContent.unReplyCount',
  });
  const { field: used } = useController({ control: form.control, name: 'extendContent.unReplayUsed' });
  const { field: hangUp } = useController({ control: form.control, name: 'extendContent.unReplyHangUp' });
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('unanswered')}
      </Text>
      <Group gap="lg" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('unReplyCount')}
          min={1}
          max={10}
          w={260}
          {...count}
          value={count.value as number}
          onChange={(v) => count.onChange(v === '' ? '' : Number(v))}
          error={errorText(countState.error?.message)}
        />
        <Switch
          label={t('unReplayUsed')}
          checked={used.value === 1}
          onChange={(e) => used.onChange(e.currentTarget.checked ? 1 : 0)}
        />
        <Switch
          label={t('unReplyHangUp')}
          checked={hangUp.value === 1}
          onChange={(e) => hangUp.onChange(e.currentTarget.checked ? 1 : 0)}
        />
      </Group>
    </Stack>
  );
}

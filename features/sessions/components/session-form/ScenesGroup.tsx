'use client';

import { ActionIcon, Alert, Button, Card, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { SessionSwitch } from './SessionSwitch';
import { SessionTextField } from './SessionTextField';
import { useSessionForm } from './SessionFormProvider';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import { useSessionField } from './useSessionField';

const MAX_SCENES = 50;

function KeywordsField({ index }: { index: number }) {
  const t = useTranslations('SessionsForm');
  const { input, value, error } = useSessionField(`scene.${index}.keywords`);
  const { errors } = useFormState({ name: `scene.${index}.keywords` });
  const errorText = useFieldErrorText();
  const list = (errors.scene as unknown as { keywords?: { message?: string }[] }[] | undefined)?.[index]
    ?.keywords;
  const itemError = Array.isArray(list) ? list.find((e) => e?.message)?.message : undefined;
  return (
    <TagsInput
      {...input}
      label={t('keywords')}
      description={t('keywordsHint')}
      value={(value as string[] | undefined) ?? []}
      error={error ?? errorText(itemError)}
      maxTags={20}
      splitChars={[',', '，', ';', '；']}
      acceptValueOnBlur
      clearable
      required
    />
  );
}

/** Scenes: when the visitor's words contain a keyword, the digital human answers with the scene's reply. */
export function ScenesGroup() {
  const t = useTranslations('SessionsForm');
  const errorText = useFieldErrorText();
  const { control } = useSessionForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'scene' });
  const sceneIsUsed = useWatch({ control, name: 'sceneIsUsed' });
  const { errors } = useFormState({ control, name: 'scene' });
  const listError = errorText((errors.scene as { message?: string } | undefined)?.message);
  return (
    <Stack gap="md">
      <SessionSwitch name="sceneIsUsed" label={t('sceneIsUsed')} description={t('sceneIsUsedHint')} />
      {listError && sceneIsUsed && (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      )}
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noScenes')}
        </Text>
      )}
      {fields.map((item, index) => (
        <Card
          key={item.id}
          withBorder
          padding="md"
          radius="md"
          component="fieldset"
          aria-label={t('sceneN', { n: index + 1 })}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {t('sceneN', { n: index + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => remove(index)}
              aria-label={t('removeScene', { n: index + 1 })}
            >
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Group>
          <Stack gap="sm">
            <KeywordsField index={index} />
            <SessionTextField multiline name={`scene.${index}.reply`} label={t('reply')} required />
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        disabled={fields.length >= MAX_SCENES}
        onClick={() => append({ keywords: [], reply: '' })}
      >
        {t('addScene')}
      </Button>
    </Stack>
  );
}

'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import {
  BASE_INFO_FIELDS,
  SESSION_LANGUAGES,
  SESSION_NAME_MAX,
  type SessionLanguage,
} from '@/features/sessions/contract';
import { SessionChoice } from './SessionChoice';
import { SessionTextField } from './SessionTextField';
import { useSessionForm } from './SessionFormProvider';

const LONG: ReadonlySet<string> = new Set(['characters', 'backgroundStory']);

interface Props {
  /** The languages offered (the global settings'); all of spec §9 until they load. */
  languages?: readonly SessionLanguage[];
  /** The editor asks before a switch wipes the old language's settings; without it the language just changes. */
  onLanguageChange?: (language: SessionLanguage) => void;
}

/** The session's name, language and the eight basic-info labels the digital human answers about itself. */
export function BasicInfoGroup({ languages = SESSION_LANGUAGES, onLanguageChange }: Props) {
  const t = useTranslations('SessionsForm');
  const { setValue } = useSessionForm();
  const change = (value: string) => {
    const language = value as SessionLanguage;
    if (onLanguageChange) onLanguageChange(language);
    else setValue('language', language, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack gap="md">
      <SessionTextField
        name="conversationName"
        label={t('conversationName')}
        required
        counter={SESSION_NAME_MAX}
      />
      <SessionChoice
        name="language"
        label={t('language')}
        description={t('languageHint')}
        data={languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onSelect={change}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {BASE_INFO_FIELDS.filter((f) => !LONG.has(f)).map((f) => (
          <SessionTextField
            key={f}
            name={`conversationInfoDto.${f}`}
            label={t(`baseInfo.${f}`)}
            required={f === 'name'}
          />
        ))}
      </SimpleGrid>
      {BASE_INFO_FIELDS.filter((f) => LONG.has(f)).map((f) => (
        <SessionTextField key={f} multiline name={`conversationInfoDto.${f}`} label={t(`baseInfo.${f}`)} />
      ))}
    </Stack>
  );
}

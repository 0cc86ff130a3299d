'use client';

import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormState, useWatch } from 'react-hook-form';
import { PROLOGUE_TYPES, SCRIPT_END_TYPES, SCRIPT_TYPES } from '@/features/sessions/contract';
import { ASR_TYPES } from '@/features/speech/contract';
import { useOptionAvailability } from '../../api/availability';
import { SessionChoice } from './SessionChoice';
import { UnavailableNotice } from './UnavailableNotice';
import { SessionNumberField } from './SessionNumberField';
import { SessionTextField } from './SessionTextField';
import { useSessionForm } from './SessionFormProvider';

const SPEECH_FIELDS = [
  'isFreedom',
  'asrType',
  'scriptDtoList',
  'maxConversation',
  'prologueType',
  'scriptEndType',
] as const;

/**
 * How the digital human talks: free interaction or wake word, its scripts by type (the form holds one per type,
 * see `withAllScripts`), how it opens and ends, and how many sessions may run at once.
 */
export function SpeechGroup() {
  const t = useTranslations('SessionsForm');
  const { control, setValue } = useSessionForm();
  const [isFreedom, asrType] = useWatch({ control, name: ['isFreedom', 'asrType'] });
  const serverAsr = useOptionAvailability().data?.asr.server.available ?? true;
  const { errors } = useFormState({ control, name: SPEECH_FIELDS });
  // Spec §8 "data incomplete for speech configuration": one summary above the per-field errors of this section.
  const incomplete = SPEECH_FIELDS.some((field) => errors[field]);
  return (
    <Stack gap="md">
      {incomplete && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {t('speechIncomplete')}
        </Alert>
      )}
      <SessionChoice
        name="isFreedom"
        label={t('dialogueMode')}
        description={isFreedom === false ? t('wakeWordModeHint') : t('freeModeHint')}
        data={[
          { value: 'true', label: t('freeMode') },
          { value: 'false', label: t('wakeWordMode') },
        ]}
        onSelect={(value) =>
          setValue('isFreedom', value === 'true', { shouldDirty: true, shouldValidate: true })
        }
      />
      <SessionChoice
        name="asrType"
        label={t('asrType')}
        description={
          serverAsr ? t('asrTypeHint') : `${t('asrTypeHint')} ${t('availability.serverAsrNotConfigured')}`
        }
        data={ASR_TYPES.map((value) => ({
          value,
          label:
            value === 'server' && !serverAsr
              ? t('availability.unavailableLabel', { option: t(`asrTypes.${value}`) })
              : t(`asrTypes.${value}`),
          disabled: value === 'server' && !serverAsr && asrType !== 'server',
        }))}
      />
      {asrType === 'server' && !serverAsr && (
        <UnavailableNotice>{t('availability.savedServerAsrGone')}</UnavailableNotice>
      )}
      {SCRIPT_TYPES.map((type, i) => (
        <SessionTextField
          key={type}
          multiline
          name={`scriptDtoList.${i}.scriptContent`}
          alsoErrorsOf={[`scriptDtoList.${type}`]}
          label={t(`scripts.${type}`)}
          description={t(`scriptHints.${type}`)}
          required={type === 'prologue' || (type === 'wakeWord' && isFreedom === false)}
          minRows={1}
          spoken
        />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SessionNumberField name="maxConversation" label={t('maxConversation')} min={1} max={1000} />
        <SessionChoice
          name="prologueType"
          label={t('prologueType')}
          data={PROLOGUE_TYPES.map((value) => ({ value, label: t(`prologueTypes.${value}`) }))}
        />
        <SessionChoice
          name="scriptEndType"
          label={t('scriptEndType')}
          data={SCRIPT_END_TYPES.map((value) => ({ value, label: t(`scriptEndTypes.${value}`) }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

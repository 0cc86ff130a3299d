'use client';

import { Alert, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  DEFAULT_MODEL_CODE,
  LARGE_MODEL_TYPES,
  THIRD_PARTY_TYPES,
  type ThirdPartySettings,
} from '@/features/sessions/contract';
import { SessionChoice } from './SessionChoice';
import { SessionNumberField } from './SessionNumberField';
import { SessionSwitch } from './SessionSwitch';
import { SessionTextField } from './SessionTextField';
import { useSessionForm } from './SessionFormProvider';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';

type Source = 'model' | 'third' | 'none';

const NEW_THIRD: ThirdPartySettings = { thirdUrl: '', thirdType: 'chat', thirdParam: { stream: true } };

/**
 * Where answers come from when no script, scene or FAQ fits: the platform's large model (A all-round or B speed)
 * or the customer's own https service. Switching away keeps what was typed for switching back.
 */
export function ModelGroup() {
  const t = useTranslations('SessionsForm');
  const errorText = useFieldErrorText();
  const { control, getValues, setValue } = useSessionForm();
  const [dataModelIsUsed, thirdIsUsed] = useWatch({ control, name: ['dataModelIsUsed', 'thirdIsUsed'] });
  const { errors } = useFormState({ control, name: 'modelDtoList' });
  const lastThird = useRef<ThirdPartySettings | null>(null);
  const source: Source = thirdIsUsed ? 'third' : dataModelIsUsed ? 'model' : 'none';

  const choose = (value: string) => {
    const next = value as Source;
    const options = { shouldDirty: true } as const;
    if (source === 'third') lastThird.current = (getValues('thirdDto') as ThirdPartySettings | null) ?? null;
    setValue('dataModelIsUsed', next === 'model', options);
    setValue('thirdIsUsed', next === 'third', options);
    if (next === 'model' && (getValues('modelDtoList') ?? []).length === 0)
      setValue(
        'modelDtoList',
        [{ largeModelType: 'A', modelCode: DEFAULT_MODEL_CODE, prompt: '', largeName: '', plugin: '' }],
        options,
      );
    // An unused third-party address is not checked, so it cannot block a save it plays no part in.
    setValue('thirdDto', next === 'third' ? (lastThird.current ?? NEW_THIRD) : null, options);
  };

  const modelError = errorText((errors.modelDtoList as { message?: string } | undefined)?.message);

  return (
    <Stack gap="md">
      <SessionChoice
        name="dataModelIsUsed"
        label={t('modelSource')}
        description={t(`modelSourceHints.${source}`)}
        data={(['model', 'third', 'none'] as const).map((value) => ({
          value,
          label: t(`modelSources.${value}`),
        }))}
        onSelect={choose}
        value={source}
      />
      {modelError && (
        <Alert color="red" variant="light" role="alert">
          {modelError}
        </Alert>
      )}
      {source === 'model' && (
        <>
          <SessionChoice
            name="modelDtoList.0.largeModelType"
            label={t('largeModelType')}
            data={LARGE_MODEL_TYPES.map((value) => ({ value, label: t(`largeModelTypes.${value}`) }))}
          />
          <SessionTextField
            multiline
            name="modelDtoList.0.prompt"
            label={t('prompt')}
            description={t('promptHint')}
            minRows={3}
          />
          <SessionNumberField
            name="modelDtoList.0.modelCode"
            label={t('modelCode')}
            description={t('modelCodeHint')}
            min={1}
            max={100}
            w={220}
          />
        </>
      )}
      {source === 'third' && (
        <>
          <SessionTextField
            name="thirdDto.thirdUrl"
            label={t('thirdUrl')}
            description={t('thirdUrlHint')}
            placeholder="https://"
            inputMode="url"
            required
          />
          <SessionChoice
            name="thirdDto.thirdType"
            label={t('thirdType')}
            data={THIRD_PARTY_TYPES.map((value) => ({ value, label: t(`thirdTypes.${value}`) }))}
          />
          <SessionSwitch
            name="thirdDto.thirdParam.stream"
            label={t('thirdStream')}
            description={t('thirdStreamHint')}
          />
        </>
      )}
    </Stack>
  );
}

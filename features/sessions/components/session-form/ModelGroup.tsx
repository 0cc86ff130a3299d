'use client';

import { Alert, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  DEFAULT_MODEL_CODE,
  defaultModelType,
  LARGE_MODEL_TYPES,
  THIRD_PARTY_TYPES,
  type LargeModelType,
  type ThirdPartySettings,
} from '@/features/sessions/contract';
import { useOptionAvailability } from '../../api/availability';
import { ModelHealthLine } from './ModelHealthLine';
import { UnavailableNotice } from './UnavailableNotice';
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
 * or the customer's own https service. Switching away keeps what was typed for switching back. An option the
 * operator has not configured is shown disabled with the reason; a saved one that is gone gets a notice.
 */
export function ModelGroup() {
  const t = useTranslations('SessionsForm');
  const errorText = useFieldErrorText();
  const { control, getValues, setValue } = useSessionForm();
  const [dataModelIsUsed, thirdIsUsed, largeModelType] = useWatch({
    control,
    name: ['dataModelIsUsed', 'thirdIsUsed', 'modelDtoList.0.largeModelType'],
  });
  // Until it is known (or when it cannot be read), nothing is disabled: the server decides at runtime anyway.
  const availability = useOptionAvailability().data;
  const usable = (option: LargeModelType) => availability?.models[option].available ?? true;
  const noModel = !!availability && !LARGE_MODEL_TYPES.some(usable);
  const { errors } = useFormState({ control, name: 'modelDtoList' });
  const lastThird = useRef<ThirdPartySettings | null>(null);
  const source: Source = thirdIsUsed ? 'third' : dataModelIsUsed ? 'model' : 'none';

  const choose = (value: string) => {
    const next = value as Source;
    const options = { shouldDirty: true } as const;
    if (source === 'third') lastThird.current = (getValues('thirdDto') as ThirdPartySettings | null) ?? null;
    setValue('dataModelIsUsed', next === 'model', options);
    setValue('thirdIsUsed', next === 'third', options);
    const kept = getValues('modelDtoList.0.largeModelType');
    const configured = availability && defaultModelType(availability);
    // A kept choice the operator does not provide gives way to one it does (the prompt stays).
    if (next === 'model' && kept && configured && !usable(kept))
      setValue('modelDtoList.0.largeModelType', configured, options);
    if (next === 'model' && (getValues('modelDtoList') ?? []).length === 0)
      setValue(
        'modelDtoList',
        [
          {
            largeModelType: configured ?? 'A',
            modelCode: DEFAULT_MODEL_CODE,
            prompt: '',
            largeName: '',
            plugin: '',
          },
        ],
        options,
      );
    // An unused third-party address is not checked, so it cannot block a save it plays no part in.
    setValue('thirdDto', next === 'third' ? (lastThird.current ?? NEW_THIRD) : null, options);
  };

  const unavailableList = (options: LargeModelType[]) =>
    options.length
      ? t('availability.notConfigured', {
          options: options.map((value) => t(`largeModelTypes.${value}`)).join(t('availability.separator')),
        })
      : undefined;

  const modelError = errorText((errors.modelDtoList as { message?: string } | undefined)?.message);

  return (
    <Stack gap="md">
      <SessionChoice
        name="dataModelIsUsed"
        label={t('modelSource')}
        description={
          noModel && source !== 'model'
            ? `${t(`modelSourceHints.${source}`)} ${t('availability.noModel')}`
            : t(`modelSourceHints.${source}`)
        }
        data={(['model', 'third', 'none'] as const).map((value) => ({
          value,
          label: t(`modelSources.${value}`),
          disabled: value === 'model' && noModel && source !== 'model',
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
            description={unavailableList(LARGE_MODEL_TYPES.filter((value) => !usable(value)))}
            data={LARGE_MODEL_TYPES.map((value) => ({
              value,
              label: usable(value)
                ? t(`largeModelTypes.${value}`)
                : t('availability.unavailableLabel', { option: t(`largeModelTypes.${value}`) }),
              disabled: !usable(value) && value !== largeModelType,
            }))}
          />
          {largeModelType && usable(largeModelType) && <ModelHealthLine option={largeModelType} />}
          {largeModelType && !usable(largeModelType) && (
            <UnavailableNotice>
              {t('availability.savedModelGone', { option: t(`largeModelTypes.${largeModelType}`) })}
            </UnavailableNotice>
          )}
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

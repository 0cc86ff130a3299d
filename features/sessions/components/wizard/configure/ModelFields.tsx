'use client';

import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form/FormField';
import type { SessionForm } from './form-types';

type Choice = 'A' | 'B' | 'third';

/** The model: built-in A (all-round) or B (speed) with a prompt, or the customer's own at an https URL. */
export function ModelFields({ form, defaultModelCode }: { form: SessionForm; defaultModelCode: number }) {
  const t = useTranslations('SessionsWizard.configure');
  const [thirdIsUsed, models, stream] = useWatch({
    control: form.control,
    name: ['thirdIsUsed', 'modelDtoList', 'thirdDto.thirdParam.stream'],
  });
  const choice: Choice = thirdIsUsed ? 'third' : (models?.[0]?.largeModelType ?? 'A');
  const choose = (next: Choice) => {
    const set = { shouldDirty: true } as const;
    if (next === 'third') {
      form.setValue('thirdIsUsed', true, set);
      form.setValue('dataModelIsUsed', false, set);
      form.setValue('modelDtoList', [], set);
      form.setValue('thirdDto', { thirdUrl: '', thirdType: 'chat', thirdParam: { stream: true } }, set);
      return;
    }
    const prompt = models?.[0]?.prompt ?? '';
    form.setValue('thirdIsUsed', false, set);
    form.setValue('thirdDto', null, set);
    form.setValue('dataModelIsUsed', true, set);
    form.setValue(
      'modelDtoList',
      [{ largeModelType: next, modelCode: defaultModelCode, prompt, largeName: '', plugin: '' }],
      set,
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} id="model-label">
        {t('model')}
      </Text>
      <SegmentedControl
        aria-labelledby="model-label"
        value={choice}
        onChange={(v) => choose(v as Choice)}
        data={[
          { value: 'A', label: t('modelA') },
          { value: 'B', label: t('modelB') },
          { value: 'third', label: t('third') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {choice === 'third' ? (
        <>
          <FormField form={form} name="thirdDto.thirdUrl" label={t('thirdUrl')} required type="url" />
          <Checkbox
            label={t('stream')}
            checked={stream ?? true}
            onChange={(e) =>
              form.setValue('thirdDto.thirdParam.stream', e.currentTarget.checked, { shouldDirty: true })
            }
          />
        </>
      ) : (
        <FormField
          form={form}
          kind="textarea"
          name="modelDtoList.0.prompt"
          label={t('prompt')}
          autosize
          minRows={3}
          maxRows={10}
        />
      )}
    </Stack>
  );
}

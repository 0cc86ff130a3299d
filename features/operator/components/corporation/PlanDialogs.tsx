'use client';

import { Button, NumberInput, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useChangeError, usePlanChange } from '../../api/plan-changes';

/** A day picked in a date field, as the end of that day (UTC), the way the trial's end is kept. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59Z`).toISOString();

/** Sets the trial's end (earlier or later). */
export function TrialEndButton({ corpId }: { corpId: string }) {
  const t = useTranslations('Operator');
  const errorText = useChangeError();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const change = usePlanChange(corpId, 'setTrialEnd');
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
        {t('corporation.changeTrialEnd')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('corporation.changeTrialEnd')}
        message={null}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={change.isPending}
        onConfirm={() => day && change.mutate({ trialEndsAt: endOfDay(day) }, { onSuccess: close })}
        onCancel={close}
      >
        <TextInput
          type="date"
          label={t('newTrialEnd')}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          error={errorText(change.error)}
        />
      </ConfirmDialog>
    </>
  );
}

/** Sets the discount in percent. */
export function DiscountButton({ corpId, percent }: { corpId: string; percent: number }) {
  const t = useTranslations('Operator');
  const errorText = useChangeError();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | string>(percent);
  const change = usePlanChange(corpId, 'setDiscount');
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          setValue(percent);
          setOpen(true);
        }}
      >
        {t('corporation.setDiscount')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('corporation.setDiscount')}
        message={null}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={change.isPending}
        onConfirm={() => change.mutate({ percent: Number(value) }, { onSuccess: close })}
        onCancel={close}
      >
        <NumberInput
          label={t('corporation.discountLabel')}
          value={value}
          onChange={setValue}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          error={errorText(change.error)}
        />
      </ConfirmDialog>
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form/PasswordField';

type WithNewPassword = FieldValues & { password: string; confirmPassword: string };

/** A new password and its confirmation, as registration and the password reset ask for them. */
export function NewPasswordFields<T extends WithNewPassword>({
  control,
  passwordLabel,
}: {
  control: Control<T>;
  passwordLabel: string;
}) {
  const t = useTranslations('Auth');
  const toggle = { 'aria-label': t('togglePassword') };
  return (
    <>
      <PasswordField
        control={control}
        visibilityToggleButtonProps={toggle}
        name={'password' as Path<T>}
        label={passwordLabel}
        description={t('passwordHint')}
        autoComplete="new-password"
        maxLength={60}
        required
      />
      <PasswordField
        control={control}
        visibilityToggleButtonProps={toggle}
        name={'confirmPassword' as Path<T>}
        label={t('confirmPassword')}
        autoComplete="new-password"
        maxLength={60}
        required
      />
    </>
  );
}

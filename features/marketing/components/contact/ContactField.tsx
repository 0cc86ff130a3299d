import type { ReactNode } from 'react';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import type { ContactRequest, ContactRequestOutput } from '@/features/marketing/contract';
import classes from './ContactForm.module.css';

export type ContactApiForm = ApiForm<ContactRequest, ContactRequestOutput>;

/** What a control wears: its field binding, id, aria attributes and class. */
export type ContactControl = ReturnType<typeof useField<ContactRequest, ContactRequestOutput>>['input'] & {
  id: string;
  className?: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

interface Props {
  form: ContactApiForm;
  name: keyof ContactRequest;
  label: string;
  required?: boolean;
  /** Schema and server messages are `Validation` keys; this gives the visitor's words for them. */
  errorText: (message: string | undefined) => string | undefined;
  children: (control: ContactControl) => ReactNode;
}

/** A label, one control bound to its field, and the field's error, wired for screen readers. */
export function ContactField({ form, name, label, required = false, errorText, children }: Props) {
  const { input, error } = useField(form, name);
  const message = errorText(error);
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.asterisk} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        ...input,
        id,
        className: classes.control,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {message ? (
        <p id={errorId} className={classes.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

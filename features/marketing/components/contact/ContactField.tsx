import type { ReactNode } from 'react';
import classes from './ContactForm.module.css';

/** What a control wears besides its binding: its id, aria attributes and class. */
export interface ContactControl {
  name: string;
  id: string;
  className?: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  ref?: (element: HTMLElement | null) => void;
  value?: string;
  onChange?: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

export interface ContactFieldProps {
  name: string;
  label: string;
  required?: boolean;
  children: (control: ContactControl) => ReactNode;
}

interface FrameProps extends ContactFieldProps {
  /** The field's binding: a live form's value and events, or nothing before the form has loaded. */
  binding?: Pick<ContactControl, 'ref' | 'value' | 'onChange' | 'onBlur'>;
  /** The error in the visitor's words. */
  message?: string;
}

/** A label, one control and the field's error, wired for screen readers; the same markup before and after load. */
export function ContactFieldFrame({ name, label, required = false, binding, message, children }: FrameProps) {
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
        name,
        ...binding,
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

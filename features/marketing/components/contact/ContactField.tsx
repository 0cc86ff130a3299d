import type { ReactNode } from 'react';
import classes from './ContactForm.module.css';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The control, given the id, aria attributes and class to wear. */
  children: (control: {
    id: string;
    className?: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

/** A label, one control and its error, wired for screen readers. */
export function ContactField({ name, label, required = false, error, children }: Props) {
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
        id,
        className: classes.control,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

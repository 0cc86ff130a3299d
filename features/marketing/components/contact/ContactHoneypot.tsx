import type { ComponentType } from 'react';
import type { ContactFieldProps } from './ContactField';

/** People never see or reach it; bots that fill every input do, and the API then stores nothing. */
export function ContactHoneypot({
  Field,
  label,
}: {
  Field: ComponentType<ContactFieldProps>;
  label: string;
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <Field name="website" label={label}>
        {(control) => (
          <input {...control} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
        )}
      </Field>
    </div>
  );
}

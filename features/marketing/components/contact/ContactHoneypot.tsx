import { useField } from '@/components/ui/form/useField';
import type { ContactApiForm } from './ContactField';

/** People never see or reach it; bots that fill every input do, and the API then stores nothing. */
export function ContactHoneypot({ form, label }: { form: ContactApiForm; label: string }) {
  const { input } = useField(form, 'website');
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input {...input} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

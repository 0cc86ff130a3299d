'use client';

import chrome from '@/components/site/chrome.module.css';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { ApiCode } from '@/lib/contract/codes';
import { ContactField } from './ContactField';
import { ContactHoneypot } from './ContactHoneypot';
import classes from './ContactForm.module.css';
import { validationText, type ContactFormTexts } from './contact-texts';
import { contactSchema, preloadContactForm, sendContact } from './lazy-contact';

type TextName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'location' | 'position';

const EMPTY = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  location: '',
  position: '',
  industry: '',
  product: '',
  message: '',
  website: '',
};
const INDUSTRIES = [
  'finance',
  'entertainment',
  'customerService',
  'education',
  'retail',
  'government',
  'other',
] as const;
const PRODUCTS = ['realtime', 'cloning', 'video', 'offline', 'sdk', 'companion'] as const;
/** The optional choices; the option's text is what the operator reads in the mail, so it is also the value. */
const CHOICES = [
  { name: 'industry', keys: INDUSTRIES, options: 'industries' },
  { name: 'product', keys: PRODUCTS, options: 'products' },
] as const;

const TEXT_FIELDS: { name: TextName; type?: string; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'location', autoComplete: 'address-level2' },
  { name: 'position', autoComplete: 'organization-title' },
];

interface Props {
  texts: ContactFormTexts;
  /** Chinese names are written family name first, so the zh form asks for it first. */
  familyNameFirst?: boolean;
}

/** The partner contact form of spec §5; the same schema checks it here and in the API. */
export function ContactForm({ texts, familyNameFirst = false }: Props) {
  const t = texts.form;
  const form = useApiForm({
    schema: contactSchema,
    defaultValues: EMPTY,
    submit: (values) => sendContact(values, texts.api),
    // On failure nothing is reset: the visitor keeps everything typed.
    resetOnSuccess: true,
    codeMessages: { [ApiCode.rateLimited]: t.errors.rateLimited },
    messages: { failed: t.errors.failed, network: t.errors.network },
  });
  const errorText = (message: string | undefined) => validationText(texts, message);

  const textFields = familyNameFirst
    ? [TEXT_FIELDS[1]!, TEXT_FIELDS[0]!, ...TEXT_FIELDS.slice(2)]
    : TEXT_FIELDS;

  return (
    <form
      method="post"
      onSubmit={form.onSubmit}
      // The first touch of the form fetches its validation, well before the visitor can press send.
      onFocus={() => void preloadContactForm().catch(() => {})}
      onPointerEnter={() => void preloadContactForm().catch(() => {})}
      noValidate
      aria-label={t.formLabel}
      data-testid="contact-form"
    >
      <HydratedFieldset>
        {form.succeeded ? (
          <div className={`${classes.alert} ${classes.success}`} role="status" data-testid="contact-success">
            <p className={classes.alertTitle}>{t.successTitle}</p>
            <p>{t.successBody}</p>
          </div>
        ) : null}
        {form.formError ? (
          <div className={`${classes.alert} ${classes.failure}`} role="alert" data-testid="contact-error">
            <p className={classes.alertTitle}>{t.errorTitle}</p>
            <p>{form.formError}</p>
          </div>
        ) : null}
        <p className={classes.note}>{t.requiredNote}</p>
        <div className={classes.grid}>
          {textFields.map(({ name, type = 'text', autoComplete }) => (
            <ContactField key={name} form={form} name={name} label={t[name]} required errorText={errorText}>
              {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
            </ContactField>
          ))}
          {CHOICES.map(({ name, keys, options }) => (
            <ContactField key={name} form={form} name={name} label={t[name]} errorText={errorText}>
              {(control) => (
                <select {...control}>
                  <option value="">{t.choose}</option>
                  {keys.map((key) => {
                    const text = (t[options] as Record<string, string>)[key];
                    return (
                      <option key={key} value={text}>
                        {text}
                      </option>
                    );
                  })}
                </select>
              )}
            </ContactField>
          ))}
        </div>
        <ContactField form={form} name="message" label={t.message} required errorText={errorText}>
          {(control) => <textarea {...control} rows={5} placeholder={t.messagePlaceholder} />}
        </ContactField>
        <ContactHoneypot form={form} label={t.honeypot} />
        <button
          type="submit"
          className={`${chrome.button} ${chrome.md} ${classes.submit}`}
          disabled={form.submitting}
        >
          {form.submitting ? t.sending : t.submit}
        </button>
      </HydratedFieldset>
    </form>
  );
}

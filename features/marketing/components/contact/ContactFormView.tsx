import type { ComponentType, FormEventHandler, Ref } from 'react';
import chrome from '@/components/site/chrome.module.css';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import type { ContactFieldProps } from './ContactField';
import { ContactHoneypot } from './ContactHoneypot';
import classes from './ContactForm.module.css';
import type { ContactFormTexts } from './contact-texts';

type TextName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'location' | 'position';

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
/** A product the form can be about: a page may preselect it (the collection area's form asks about cloning). */
export type ContactProduct = (typeof PRODUCTS)[number];
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

export interface ContactFormViewProps {
  texts: ContactFormTexts;
  /** Chinese names are written family name first, so the zh form asks for it first. */
  familyNameFirst?: boolean;
  /** Binds each field: a plain input before the form's script has loaded, the live form's field after. */
  Field: ComponentType<ContactFieldProps>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor starts on the form (focus, pointer, typing). */
  onActivate?: () => void;
  succeeded?: boolean;
  formError?: string | null;
  submitting?: boolean;
  /** The live form mounts after the visitor has started; its controls take input at once. */
  enabled?: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** The choices selected before the visitor chooses (the option's text): the plain form's initial selection. */
  defaults?: Partial<Record<(typeof CHOICES)[number]['name'], string>>;
}

/** The partner contact form's markup (spec §5), the same before and after its script loads. */
export function ContactFormView({
  texts,
  familyNameFirst = false,
  Field,
  onSubmit,
  onActivate,
  succeeded,
  formError,
  submitting,
  enabled,
  formRef,
  defaults,
}: ContactFormViewProps) {
  const t = texts.form;
  const textFields = familyNameFirst
    ? [TEXT_FIELDS[1]!, TEXT_FIELDS[0]!, ...TEXT_FIELDS.slice(2)]
    : TEXT_FIELDS;
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onFocus={onActivate}
      onPointerEnter={onActivate}
      onInput={onActivate}
      noValidate
      aria-label={t.formLabel}
      data-testid="contact-form"
      data-form-state={enabled ? 'live' : 'plain'}
    >
      <HydratedFieldset enabled={enabled}>
        {succeeded ? (
          <div className={`${classes.alert} ${classes.success}`} role="status" data-testid="contact-success">
            <p className={classes.alertTitle}>{t.successTitle}</p>
            <p>{t.successBody}</p>
          </div>
        ) : null}
        {formError ? (
          <div className={`${classes.alert} ${classes.failure}`} role="alert" data-testid="contact-error">
            <p className={classes.alertTitle}>{t.errorTitle}</p>
            <p>{formError}</p>
          </div>
        ) : null}
        <p className={classes.note}>{t.requiredNote}</p>
        <div className={classes.grid}>
          {textFields.map(({ name, type = 'text', autoComplete }) => (
            <Field key={name} name={name} label={t[name]} required>
              {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
            </Field>
          ))}
          {CHOICES.map(({ name, keys, options }) => (
            <Field key={name} name={name} label={t[name]}>
              {(control) => (
                <select
                  {...control}
                  // The live form binds its value; before it has loaded the plain select starts on the default.
                  {...(control.value === undefined ? { defaultValue: defaults?.[name] ?? '' } : {})}
                >
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
            </Field>
          ))}
        </div>
        <Field name="message" label={t.message} required>
          {(control) => <textarea {...control} rows={5} placeholder={t.messagePlaceholder} />}
        </Field>
        <ContactHoneypot Field={Field} label={t.honeypot} />
        <button
          type="submit"
          className={`${chrome.button} ${chrome.md} ${classes.submit}`}
          disabled={submitting}
        >
          {submitting ? t.sending : t.submit}
        </button>
      </HydratedFieldset>
    </form>
  );
}

'use client';

import { useState } from 'react';
import chrome from '@/components/site/chrome.module.css';
import { HydratedFieldset } from '@/components/ui/form/HydratedFieldset';
import { applyServerErrors } from '@/components/ui/form/serverErrors';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiCode } from '@/lib/contract/codes';
import type { ContactRequest } from '@/features/marketing/contract';
import { ContactField } from './ContactField';
import classes from './ContactForm.module.css';
import { validationText, type ContactFormTexts } from './contact-texts';
import { preloadContactForm, sendContact } from './lazy-contact';
import { useContactForm } from './useContactForm';

type Input = ContactRequest;
type TextName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'location' | 'position';

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'location',
  'position',
  'industry',
  'product',
  'message',
  'website',
] as const satisfies readonly (keyof Input)[];
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

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

interface Props {
  texts: ContactFormTexts;
  /** Chinese names are written family name first, so the zh form asks for it first. */
  familyNameFirst?: boolean;
}

/** The partner contact form of spec §5; the same schema checks it here and in the API. */
export function ContactForm({ texts, familyNameFirst = false }: Props) {
  const t = texts.form;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { form, errors, submitting, setError, onSubmit, onChange, reset } = useContactForm(FIELDS);
  const errorOf = (name: keyof Input) => validationText(texts, errors[name]);

  const submit = onSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    try {
      await sendContact(values, texts.api);
      reset();
      setStatus({ kind: 'sent' });
    } catch (error) {
      // On failure nothing is reset: the visitor keeps everything typed.
      const message =
        error instanceof ApiError && Number(error.code) === ApiCode.rateLimited
          ? t.errors.rateLimited
          : applyServerErrors(error, setError, {
              fields: FIELDS,
              messages: { failed: t.errors.failed, network: t.errors.network },
            });
      if (message) setStatus({ kind: 'failed', message });
    }
  });

  const textFields = familyNameFirst
    ? [TEXT_FIELDS[1]!, TEXT_FIELDS[0]!, ...TEXT_FIELDS.slice(2)]
    : TEXT_FIELDS;

  return (
    <form
      ref={form}
      method="post"
      onSubmit={submit}
      onChange={() => void onChange()}
      // The first touch of the form fetches its validation, well before the visitor can press send.
      onFocus={() => void preloadContactForm().catch(() => {})}
      onPointerEnter={() => void preloadContactForm().catch(() => {})}
      noValidate
      aria-label={t.formLabel}
      data-testid="contact-form"
    >
      <HydratedFieldset>
        {status.kind === 'sent' ? (
          <div className={`${classes.alert} ${classes.success}`} role="status" data-testid="contact-success">
            <p className={classes.alertTitle}>{t.successTitle}</p>
            <p>{t.successBody}</p>
          </div>
        ) : null}
        {status.kind === 'failed' ? (
          <div className={`${classes.alert} ${classes.failure}`} role="alert" data-testid="contact-error">
            <p className={classes.alertTitle}>{t.errorTitle}</p>
            <p>{status.message}</p>
          </div>
        ) : null}
        <p className={classes.note}>{t.requiredNote}</p>
        <div className={classes.grid}>
          {textFields.map(({ name, type = 'text', autoComplete }) => (
            <ContactField key={name} name={name} label={t[name]} required error={errorOf(name)}>
              {(control) => (
                <input {...control} name={name} defaultValue="" type={type} autoComplete={autoComplete} />
              )}
            </ContactField>
          ))}
          {CHOICES.map(({ name, keys, options }) => (
            <ContactField key={name} name={name} label={t[name]}>
              {(control) => (
                <select {...control} name={name} defaultValue="">
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
        <ContactField name="message" label={t.message} required error={errorOf('message')}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              defaultValue=""
              rows={5}
              placeholder={t.messagePlaceholder}
            />
          )}
        </ContactField>
        {/* Honeypot: people never see or reach it; bots that fill every input do. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="contact-website">{t.honeypot}</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            name="website"
            defaultValue=""
          />
        </div>
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

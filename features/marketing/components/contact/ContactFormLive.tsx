'use client';

import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useApiForm, type ApiForm } from '@/components/ui/form/useApiForm';
import { useField } from '@/components/ui/form/useField';
import type { ContactRequest, ContactRequestOutput } from '@/features/marketing/contract';
import { ApiCode } from '@/lib/contract/codes';
import { ContactFieldFrame, type ContactFieldProps } from './ContactField';
import { ContactFormView } from './ContactFormView';
import { restoreFocus, type ContactStart } from './contact-start';
import { validationText, type ContactFormTexts } from './contact-texts';
import { contactSchema, sendContact } from './lazy-contact';

const EMPTY: ContactRequest = {
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

type ContactApiForm = ApiForm<ContactRequest, ContactRequestOutput>;
const LiveFormContext = createContext<{ form: ContactApiForm; texts: ContactFormTexts } | null>(null);

function LiveField(props: ContactFieldProps) {
  const { form, texts } = useContext(LiveFormContext)!;
  const { input, error } = useField(form, props.name as keyof ContactRequest);
  return <ContactFieldFrame {...props} binding={input} message={validationText(texts, error)} />;
}

interface Props {
  texts: ContactFormTexts;
  familyNameFirst?: boolean;
  start: ContactStart;
  /** The page's preselected choices: kept after a sent form is cleared. */
  defaults?: { product?: string };
}

/** The contact form with its validation and sending: the one form hook, loaded once the visitor starts. */
export function ContactFormLive({ texts, familyNameFirst, start, defaults }: Props) {
  const t = texts.form;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm({
    schema: contactSchema,
    defaultValues: { ...EMPTY, ...defaults, ...start.values },
    submit: (values) => sendContact(values, texts.api),
    // On failure nothing is reset: the visitor keeps everything typed.
    resetOnSuccess: { ...EMPTY, ...defaults },
    codeMessages: { [ApiCode.rateLimited]: t.errors.rateLimited },
    messages: { failed: t.errors.failed, network: t.errors.network },
  });
  useLayoutEffect(() => restoreFocus(formRef.current, start.focus), [start.focus]);
  const { onSubmit } = form;
  const submitted = useRef(false);
  useEffect(() => {
    if (!start.submit || submitted.current) return;
    submitted.current = true;
    void onSubmit();
  }, [start.submit, onSubmit]);
  return (
    <LiveFormContext value={{ form, texts }}>
      <ContactFormView
        texts={texts}
        familyNameFirst={familyNameFirst}
        Field={LiveField}
        onSubmit={form.onSubmit}
        succeeded={form.succeeded}
        formError={form.formError}
        submitting={form.submitting}
        enabled
        formRef={formRef}
        defaults={defaults}
      />
    </LiveFormContext>
  );
}

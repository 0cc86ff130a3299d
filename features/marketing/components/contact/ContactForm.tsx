'use client';

import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ContactFieldFrame, type ContactFieldProps } from './ContactField';
import { ContactFormView, type ContactProduct } from './ContactFormView';
import { readContactStart, type ContactStart } from './contact-start';
import type { ContactFormTexts } from './contact-texts';
import { preloadContactForm } from './lazy-contact';

type LiveForm = ComponentType<{
  texts: ContactFormTexts;
  familyNameFirst?: boolean;
  start: ContactStart;
  defaults?: { product?: string };
}>;

const loadLiveForm = () =>
  Promise.all([import('./ContactFormLive'), preloadContactForm()]).then(([module]) => module.ContactFormLive);

/** Before the form's script has loaded, a field is a plain control that keeps what the visitor types. */
const PlainField = (props: ContactFieldProps) => <ContactFieldFrame {...props} />;

interface Props {
  texts: ContactFormTexts;
  /** Chinese names are written family name first, so the zh form asks for it first. */
  familyNameFirst?: boolean;
  /** The product the form is about, preselected (the visitor may choose another). */
  topic?: ContactProduct;
}

/**
 * The partner contact form of spec §5. The page ships only its markup; the first touch (focus, pointer, typing)
 * loads the form hook, the schema and the API client, and the live form takes over with whatever was typed and
 * the caret where it was. The same schema then checks it here and in the API.
 */
export function ContactForm({ texts, familyNameFirst = false, topic }: Props) {
  const defaults = topic ? { product: texts.form.products[topic] } : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<{ Form: LiveForm; start: ContactStart } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitRequested = useRef(false);
  // Swapping the form under a press or an IME composition would lose the click or the half-typed word.
  const composing = useRef(false);
  const pressed = useRef(false);
  const pendingSwap = useRef<(() => void) | null>(null);
  const runPendingSwap = () => {
    if (composing.current || pressed.current) return;
    pendingSwap.current?.();
    pendingSwap.current = null;
  };

  const activate = () => {
    loading.current ??= loadLiveForm().then(
      (Form) => {
        // Read and swap in one task, so no keystroke falls between what is read and the live form's first paint;
        // an IME composition in progress is finished first.
        const swap = () =>
          flushSync(() =>
            setLive({ Form, start: readContactStart(formRef.current, submitRequested.current) }),
          );
        if (composing.current) pendingSwap.current = swap;
        else swap();
      },
      () => {
        // A failed fetch (network gone) may succeed on the next touch.
        loading.current = null;
      },
    );
  };

  if (live)
    return (
      <live.Form texts={texts} familyNameFirst={familyNameFirst} start={live.start} defaults={defaults} />
    );

  const submitEarly = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitRequested.current = true;
    activate();
  };
  return (
    <div
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={() => {
        composing.current = false;
        runPendingSwap();
      }}
      onPointerDown={() => (pressed.current = true)}
      onPointerUp={() => {
        pressed.current = false;
        // After the click this press makes, which may be the send button's.
        setTimeout(runPendingSwap, 0);
      }}
      onPointerCancel={() => {
        pressed.current = false;
        runPendingSwap();
      }}
      style={{ display: 'contents' }}
    >
      <ContactFormView
        texts={texts}
        familyNameFirst={familyNameFirst}
        Field={PlainField}
        onSubmit={submitEarly}
        onActivate={activate}
        formRef={formRef}
        defaults={defaults}
      />
    </div>
  );
}

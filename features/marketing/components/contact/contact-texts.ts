import type { Messages } from 'next-intl';

/**
 * The strings the contact form shows, handed over as plain props: the form is the only script of its page, and
 * next-intl's client runtime would weigh more than the form itself.
 */
export interface ContactFormTexts {
  form: Messages['ContactForm'];
  validation: Messages['Validation'];
  api: Messages['Api'];
}

export function contactFormTexts(
  messages: Pick<Messages, 'ContactForm' | 'Validation' | 'Api'>,
): ContactFormTexts {
  return { form: messages.ContactForm, validation: messages.Validation, api: messages.Api };
}

/** Schema and server messages are keys of `Validation`; anything else is already readable text. */
export function validationText(texts: ContactFormTexts, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return (texts.validation as Record<string, string>)[message] ?? message;
}

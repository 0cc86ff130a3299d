import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from '@/lib/contract/fields';

/** The partner contact form of spec §5 (`/contactUs`). */
export const contactRequest = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  company: requiredText(120),
  email: emailField,
  phone: phoneField,
  location: requiredText(120),
  position: requiredText(120),
  industry: optionalText(120),
  product: optionalText(120),
  message: requiredText(2000, { multiline: true }),
  /** Honeypot: hidden from people; a bot that fills it is answered as if it succeeded and nothing is stored. */
  website: optionalText(200),
});
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactRequestOutput = z.output<typeof contactRequest>;

export const contactPath = '/common/contact';

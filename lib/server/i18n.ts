import 'server-only';
// use-intl's core (next-intl's own engine) has no React in it: the translator also runs outside a React server.
import { createTranslator } from 'use-intl/core';
import { catalogues } from '@/messages/catalogues';

// Texts the server writes itself (API messages, mails, text messages) come from the same catalogues as the pages.

export type ServerLang = keyof typeof catalogues;

type Namespace = keyof (typeof catalogues)['zh'];

/** A translator for one namespace, made once per language and namespace. */
const made = new Map<string, unknown>();

export function serverTranslator<N extends Namespace>(lang: ServerLang, namespace: N) {
  const key = `${lang}:${namespace}`;
  const make = () => createTranslator({ locale: lang, messages: catalogues[lang], namespace });
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as ReturnType<typeof make>;
}

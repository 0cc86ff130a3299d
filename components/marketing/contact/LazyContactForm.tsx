'use client';

import { Suspense, lazy } from 'react';

// React.lazy (unlike next/dynamic) is not preloaded with the page: the server still renders the whole form, and the
// browser hydrates it from its own chunk after the page shell, which keeps the form out of the page's first script.
const ContactForm = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })));

export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}

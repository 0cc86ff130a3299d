'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import type { ApiForm } from '@/components/ui/form/useApiForm';
import type { SessionInput, SessionValues } from '@/features/sessions/contract';

type Tracker = ApiForm<SessionInput, SessionValues>['trackField'];

// react-hook-form's provider passes on only its own methods; the groups also tell the API form which fields are
// on screen, so a server error for them lands beside the input instead of in the form's message.
const TrackerContext = createContext<Tracker | null>(null);

/** Gives the session form groups the editor's or the wizard's `useApiForm` over a session schema. */
export function SessionFormProvider<T extends SessionInput>({
  form,
  children,
}: {
  form: ApiForm<T, unknown>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <TrackerContext.Provider value={form.trackField}>{children}</TrackerContext.Provider>
    </FormProvider>
  );
}

export function useSessionForm() {
  return useFormContext<SessionInput, unknown, SessionValues>();
}

export function useFieldTracker(): Tracker | null {
  return useContext(TrackerContext);
}

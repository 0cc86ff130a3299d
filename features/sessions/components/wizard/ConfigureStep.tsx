'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useOptionAvailability } from '../../api/availability';
import { useCharacters, useGlobalSettings, useVoices } from '../../api/catalogue';
import type { SessionLanguage } from '../../contract';
import { ConfigureForm } from './configure/ConfigureForm';
import type { SessionDraft } from './draft';
import { draftValues } from './draft-values';
import { personaName } from '../session-form/language-switch';
import { QueryState } from './QueryState';
import { useWizardDraft } from './useWizardDraft';
import { WizardFrame } from './WizardFrame';

/** Step 4: the form opens once the draft and the catalogue it completes the session from are here. */
export function ConfigureStep() {
  const t = useTranslations('SessionsWizard');
  const { draft, update } = useWizardDraft();
  const settings = useGlobalSettings();
  const characters = useCharacters();
  const voices = useVoices();
  const availability = useOptionAvailability();
  const character = characters.data?.list.find((c) => c.characterCode === draft?.detailDto?.modelId);
  const nameIn = useCallback(
    (language: SessionLanguage) => (character ? personaName(character.name, language) : undefined),
    [character],
  );
  // Availability that cannot be read leaves the model unchosen rather than blocking the form.
  const knowsAvailability = !!availability.data || availability.isError;
  const ready = !!draft && !!settings.data && !!characters.data && !!voices.data && knowsAvailability;
  // The form takes its values once; later changes flow from the form into the draft, not back.
  const initial = useMemo(
    () => (ready ? draftValues(draft, settings.data, nameIn, availability.data ?? null) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- computed once, when everything has arrived
    [ready],
  );
  const save = useCallback((values: SessionDraft) => update((d) => ({ ...d, ...values, step: 4 })), [update]);
  return (
    <WizardFrame step={4} heading={t('configure.heading')}>
      {!initial || !settings.data || !voices.data ? (
        <QueryState
          isError={settings.isError || characters.isError || voices.isError}
          onRetry={() => {
            void settings.refetch();
            void characters.refetch();
            void voices.refetch();
          }}
        />
      ) : (
        <ConfigureForm
          initial={initial}
          settings={settings.data}
          voices={voices.data}
          personaName={nameIn}
          onChange={save}
        />
      )}
    </WizardFrame>
  );
}

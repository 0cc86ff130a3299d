'use client';

import { useTranslations } from 'next-intl';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useCharacters, useMyCharacters } from '../../api/catalogue';
import { CharacterPicker } from './character/CharacterPicker';
import { RecommendedPairs } from './character/RecommendedPairs';
import { QueryState } from './QueryState';
import { useWizardDraft } from './useWizardDraft';
import { WizardFrame } from './WizardFrame';

/** Step 1: who the digital human is. Choosing a character also takes its default voice for step 3. */
export function CharacterStep() {
  const t = useTranslations('SessionsWizard');
  const router = useWatchedRouter();
  const { draft, update } = useWizardDraft();
  const characters = useCharacters();
  const mine = useMyCharacters();
  const selected = draft?.detailDto?.modelId ?? null;
  return (
    <WizardFrame
      step={1}
      heading={t('character.heading')}
      blocker={selected ? null : t('character.pick')}
      onNext={() => {
        update((d) => ({ ...d, step: Math.max(d.step ?? 1, 2) }));
        router.push('/session/create/step2');
      }}
    >
      {!draft || !characters.data ? (
        <QueryState isError={characters.isError} onRetry={() => void characters.refetch()} />
      ) : (
        <>
          <RecommendedPairs
            value={{
              characterCode: selected,
              backgroundId: draft.detailDto?.backgroundDto?.backgroundId ?? null,
            }}
            onPick={(pair) => {
              const ttsId = characters.data.list.find((c) => c.characterCode === pair.characterCode)?.ttsId;
              update((d) => ({
                ...d,
                detailDto: {
                  ...d.detailDto,
                  modelId: pair.characterCode,
                  ...(ttsId ? { ttsId } : {}),
                  backgroundDto: { type: 'builtin', backgroundId: pair.backgroundId },
                },
              }));
            }}
          />
          <CharacterPicker
            characters={characters.data.list}
            mine={mine.data}
            value={selected}
            onChange={(code) => {
              const ttsId = characters.data.list.find((c) => c.characterCode === code)?.ttsId;
              update((d) => ({
                ...d,
                detailDto: { ...d.detailDto, modelId: code, ...(ttsId ? { ttsId } : {}) },
              }));
            }}
          />
        </>
      )}
    </WizardFrame>
  );
}

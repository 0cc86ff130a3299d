'use client';

import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SessionLanguage } from '../../contract';
import { LanguageSwitchDialog } from '../session-form/LanguageSwitchDialog';
import { languageConfirmSkipped, skipLanguageConfirm } from '../session-form/language-switch';

interface Props {
  languages: readonly SessionLanguage[];
  value: SessionLanguage;
  /** Whether a switch would discard texts (asks first then). */
  hasTexts: boolean;
  onSwitch: (language: SessionLanguage) => void;
  label: string;
}

/** The wizard's language choice: the same question and "don't remind me again" as the editor's (spec §4). */
export function LanguageSwitch({ languages, value, hasTexts, onSwitch, label }: Props) {
  const t = useTranslations('SessionsWizard');
  const [asking, setAsking] = useState<SessionLanguage | null>(null);

  const request = (next: SessionLanguage) => {
    if (next === value) return;
    if (!hasTexts || languageConfirmSkipped()) onSwitch(next);
    else setAsking(next);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="session-language-label">
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby="session-language-label"
        value={value}
        onChange={(v) => request(v as SessionLanguage)}
        data={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {asking && (
        <LanguageSwitchDialog
          language={asking}
          onConfirm={(dontRemind) => {
            if (dontRemind) skipLanguageConfirm();
            onSwitch(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}

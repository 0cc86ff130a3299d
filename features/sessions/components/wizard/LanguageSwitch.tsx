'use client';

import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SessionLanguage } from '../../contract';

// Spec §4: switching a session's language wipes what was written for the old one, after a confirmation the user
// may turn off for good ("don't remind me again"), kept in this browser.
const NO_REMIND_KEY = 'sessionLanguageSwitchNoRemind';

const remindOff = () => {
  try {
    return localStorage.getItem(NO_REMIND_KEY) === '1';
  } catch {
    return false;
  }
};

interface Props {
  languages: readonly SessionLanguage[];
  value: SessionLanguage;
  /** Whether a switch would discard texts (asks first then). */
  hasTexts: boolean;
  onSwitch: (language: SessionLanguage) => void;
  label: string;
}

export function LanguageSwitch({ languages, value, hasTexts, onSwitch, label }: Props) {
  const t = useTranslations('SessionsWizard');
  const [asking, setAsking] = useState<SessionLanguage | null>(null);
  const [dontRemind, setDontRemind] = useState(false);

  const request = (next: SessionLanguage) => {
    if (next === value) return;
    if (!hasTexts || remindOff()) onSwitch(next);
    else setAsking(next);
  };
  const confirm = () => {
    if (dontRemind)
      try {
        localStorage.setItem(NO_REMIND_KEY, '1');
      } catch {
        // Storage disabled: the question comes again next time.
      }
    if (asking) onSwitch(asking);
    setAsking(null);
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
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('configure.switchTitle')}>
        <Stack gap="md">
          <Text size="sm">
            {t('configure.switchBody', { language: asking ? t(`languages.${asking}`) : '' })}
          </Text>
          <Checkbox
            label={t('configure.dontRemind')}
            checked={dontRemind}
            onChange={(e) => setDontRemind(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('configure.switchCancel')}
            </Button>
            <Button onClick={confirm}>{t('configure.switchConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

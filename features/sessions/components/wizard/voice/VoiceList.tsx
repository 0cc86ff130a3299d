import { Badge, Button, Group, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { SessionLanguage } from '../../../contract';
import type { VoiceDto } from '@/features/speech/contract';
import type { AuditionState } from './useAudition';
import classes from './VoiceList.module.css';

interface Props {
  voices: readonly VoiceDto[];
  language: SessionLanguage;
  selected: string | null;
  onSelect: (ttsId: string) => void;
  audition: { state: AuditionState; playingId: string | null };
  onListen: (voice: VoiceDto) => void;
  onStop: () => void;
}

/** The voices with engine, gender and languages; one that does not speak the session's language is not offered. */
export function VoiceList({ voices, language, selected, onSelect, audition, onListen, onStop }: Props) {
  const t = useTranslations('SessionsWizard');
  const locale = useLocale() as 'zh' | 'en';
  return (
    <div className={classes.list} role="radiogroup" aria-label={t('voice.heading')}>
      {voices.map((voice) => {
        const speaks = voice.languages.includes(language);
        const isSelected = voice.ttsId === selected;
        const busy = audition.playingId === voice.ttsId && audition.state !== 'idle';
        return (
          <div
            key={voice.ttsId}
            className={classes.row}
            data-selected={isSelected}
            data-disabled={!speaks}
            data-voice={voice.ttsId}
          >
            <button
              type="button"
              role="radio"
              aria-checked={isSelected}
              disabled={!speaks}
              className={classes.pick}
              onClick={() => onSelect(voice.ttsId)}
            >
              <Text fw={600} size="sm">
                {voice.name[locale]}
              </Text>
              <Group gap={4}>
                <Badge size="xs" variant="light">
                  {t(`voice.engines.${voice.engine}`)}
                </Badge>
                <Badge size="xs" variant="outline">
                  {t(`voice.gender.${voice.gender}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('voice.speaks', {
                  languages: voice.languages.map((l) => t(`languages.${l}`)).join(' / '),
                })}
              </Text>
              {!speaks && (
                <Text size="xs" c="orange.8">
                  {language === 'en'
                    ? t('voice.englishOnly')
                    : t('voice.notForLanguage', { language: t(`languages.${language}`) })}
                </Text>
              )}
            </button>
            <Button
              size="xs"
              variant={busy ? 'filled' : 'light'}
              loading={busy && audition.state === 'synthesizing'}
              onClick={() => (busy ? onStop() : onListen(voice))}
              aria-label={`${busy ? t('voice.stop') : t('voice.audition')} · ${voice.name[locale]}`}
            >
              {busy && audition.state === 'playing' ? t('voice.stop') : t('voice.audition')}
            </Button>
          </div>
        );
      })}
    </div>
  );
}

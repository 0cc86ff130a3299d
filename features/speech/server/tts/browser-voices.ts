import { sampleTexts } from './sample-text';
import type { TtsLanguage, TtsVoice } from './types';

const DEVICE_VOICES: ReadonlyArray<{ language: TtsLanguage; tag: string; name: { zh: string; en: string } }> =
  [
    { language: 'zh', tag: 'zh-CN', name: { zh: '设备语音（中文）', en: 'Device voice (Chinese)' } },
    { language: 'en', tag: 'en-US', name: { zh: '设备语音（英文）', en: 'Device voice (English)' } },
    { language: 'ja', tag: 'ja-JP', name: { zh: '设备语音（日文）', en: 'Device voice (Japanese)' } },
  ];

/**
 * The visitor's device speaks (Web Speech API) when it has a voice for the language, matched by the speaker's
 * BCP 47 tag; otherwise the client plays the fallback server voice, given here (null when no server voice speaks
 * the language).
 */
export function browserVoices(fallbackFor: (language: TtsLanguage) => string | null): TtsVoice[] {
  return DEVICE_VOICES.map(({ language, tag, name }) => ({
    ttsId: `browser:${language}`,
    engine: 'browser',
    speaker: tag,
    name,
    languages: [language],
    gender: 'neutral',
    sampleText: sampleTexts([language], language === 'zh' ? '您的数字人' : 'your digital human'),
    fallbackTtsId: fallbackFor(language),
  }));
}

import { sampleTexts } from './sample-text';
import type { TtsGender, TtsLanguage, TtsVoice } from './types';

/**
 * The embedded voices: eSpeak NG's Mandarin and English voices, each with one of its variants (`+f3` a female
 * voice, `+m3` a male one, …). eSpeak reads Japanese only when written in kana, so no embedded voice offers `ja`:
 * a Japanese session takes a browser or an OpenAI-compatible voice.
 */
function voice(
  speaker: string,
  language: Extract<TtsLanguage, 'zh' | 'en'>,
  gender: TtsGender,
  name: { zh: string; en: string },
): TtsVoice {
  return {
    ttsId: `espeak:${speaker.replace('+', '-')}`,
    engine: 'espeak',
    speaker,
    name,
    languages: [language],
    gender,
    sampleText: sampleTexts([language], language === 'zh' ? name.zh : name.en),
  };
}

export const ESPEAK_VOICES: readonly TtsVoice[] = [
  voice('cmn+f3', 'zh', 'female', { zh: '小雅', en: 'Xiaoya' }),
  voice('cmn+f4', 'zh', 'female', { zh: '小琳', en: 'Xiaolin' }),
  voice('cmn+m3', 'zh', 'male', { zh: '小峰', en: 'Xiaofeng' }),
  voice('cmn+m2', 'zh', 'male', { zh: '子轩', en: 'Zixuan' }),
  voice('en-us+f3', 'en', 'female', { zh: '艾娃（美式）', en: 'Ava (US)' }),
  voice('en-us+f2', 'en', 'female', { zh: '艾玛（美式）', en: 'Emma (US)' }),
  voice('en-us+m3', 'en', 'male', { zh: '伊森（美式）', en: 'Ethan (US)' }),
  voice('en-gb+f4', 'en', 'female', { zh: '奥利维亚（英式）', en: 'Olivia (UK)' }),
  voice('en-gb+m2', 'en', 'male', { zh: '奥利弗（英式）', en: 'Oliver (UK)' }),
  voice('en-gb-x-rp+m1', 'en', 'male', { zh: '亚瑟（英式）', en: 'Arthur (UK)' }),
];

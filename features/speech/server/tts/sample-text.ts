import type { TtsLanguage } from './types';

/** What a voice says when it is auditioned, in the language it is auditioned in. */
export function sampleSentence(language: TtsLanguage, name: string): string {
  switch (language) {
    case 'zh':
      return `您好，我是${name}，很高兴为您服务。`;
    case 'en':
      return `Hello, I am ${name}, your digital assistant. How can I help you today?`;
    case 'ja':
      return `こんにちは、${name}です。どうぞよろしくお願いします。`;
  }
}

export function sampleTexts(
  languages: readonly TtsLanguage[],
  name: string,
): Partial<Record<TtsLanguage, string>> {
  return Object.fromEntries(languages.map((language) => [language, sampleSentence(language, name)]));
}

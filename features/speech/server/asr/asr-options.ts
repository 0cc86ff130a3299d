import 'server-only';
import type { OptionDto } from '@/lib/contract/languages';
import { asrConfig } from './asr-config';

/** The visitor's browser always; the server recogniser once the operator has configured one. */
export function asrOptions(env: Record<string, string | undefined> = process.env): OptionDto[] {
  return [
    { value: 'browser', name: { zh: '浏览器语音识别', en: 'Browser speech recognition' }, available: true },
    {
      value: 'server',
      name: { zh: '云端语音识别', en: 'Cloud speech recognition' },
      available: !!asrConfig(env),
    },
  ];
}

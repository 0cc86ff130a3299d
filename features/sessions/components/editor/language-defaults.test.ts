import { describe, expect, it } from 'vitest';
import type { DefaultConfig } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { testSession } from '../session-form/test-session';
import { switchLanguage } from './language-defaults';

const zh: DefaultConfig = {
  language: 'zh',
  baseInfo: {
    name: '小美',
    nickname: '美美',
    gender: '女',
    age: '25',
    height: '',
    weight: '',
    characters: '热情',
    backgroundStory: '',
  },
  baseSpeech: [
    { scriptType: 'prologue', scriptContent: '您好！' },
    { scriptType: 'farewell', scriptContent: '再见' },
  ],
  page: {
    promptTitle: '欢迎',
    promptContent: '点击开始',
    reSessionText: '重新开始',
    continueText: '继续',
    busyText: '忙',
    networkText: '网络',
    errorText: '错误',
  },
  maxSessionCount: 30,
};

const voice = (ttsId: string, languages: VoiceDto['languages']): VoiceDto => ({
  ttsId,
  engine: 'espeak',
  speaker: ttsId,
  name: { zh: ttsId, en: ttsId },
  languages,
  gender: 'female',
  sampleText: {},
  fallbackTtsId: null,
});

const session = () => ({
  ...testSession({ pageDto: { ...testSession().pageDto, startImage: '/api/files/corp/start.png' } }),
  conversationId: 'c1',
});

describe('switching the language', () => {
  it('replaces basic info, scripts, page texts and the session count with the new language’s defaults', () => {
    const next = switchLanguage(session(), 'zh', zh, [voice('espeak-en-f', ['en'])]);
    expect(next.language).toBe('zh');
    expect(next.conversationInfoDto.name).toBe('小美');
    expect(next.scriptDtoList).toHaveLength(8);
    expect(next.scriptDtoList.find((s) => s.scriptType === 'prologue')?.scriptContent).toBe('您好！');
    expect(next.scriptDtoList.find((s) => s.scriptType === 'wakeWord')?.scriptContent).toBe('');
    expect(next.pageDto).toMatchObject({ promptTitle: '欢迎', startImage: '/api/files/corp/start.png' });
    expect(next.maxConversation).toBe(30);
    expect(next.conversationName).toBe('Front desk');
    expect(next.detailDto.modelId).toBe('ava');
  });

  it('clears a voice that does not speak the new language and keeps one that does', () => {
    expect(switchLanguage(session(), 'zh', zh, [voice('espeak-en-f', ['en'])]).detailDto.ttsId).toBe('');
    expect(switchLanguage(session(), 'zh', zh, [voice('espeak-en-f', ['en', 'zh'])]).detailDto.ttsId).toBe(
      'espeak-en-f',
    );
  });
});

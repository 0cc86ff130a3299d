import type { CommandRefusal } from '@/lib/contract/embed-messages';
import type { SdkLang } from './options';

/**
 * The SDK's own few words, in the host page's language: its button, its refusals, and the frame's refusals of the
 * page's commands (the conversation itself speaks the session's language).
 */
export const TEXTS: Record<
  SdkLang,
  Record<'open' | 'close' | 'title' | SdkErrorCode | CommandRefusal, string>
> = {
  zh: {
    open: '与数字人对话',
    close: '关闭',
    title: '数字人',
    originRefused: '此网站未获准展示该数字人。',
    appUnavailable: '该数字人暂不可用。',
    network: '无法连接数字人，请检查网络后重试。',
    notStarted: '请先开始对话。',
    invalidCommand: '文本为空或过长。',
  },
  en: {
    open: 'Talk to the digital human',
    close: 'Close',
    title: 'Digital human',
    originRefused: 'This website is not allowed to show this digital human.',
    appUnavailable: 'This digital human is not available right now.',
    network: 'The digital human cannot be reached. Check the network and try again.',
    notStarted: 'Start the conversation first.',
    invalidCommand: 'The text is empty or too long.',
  },
};

/** Why the SDK could not mount the digital human (the frame reports the conversation's own errors). */
export type SdkErrorCode = 'originRefused' | 'appUnavailable' | 'network';

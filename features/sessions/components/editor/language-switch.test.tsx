import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { updateSessionRequest, type DefaultConfig, type GlobalSettings } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { renderWithProviders } from '@/tests/support/render';
import { BasicInfoGroup } from '../session-form/BasicInfoGroup';
import { SessionFormProvider } from '../session-form/SessionFormProvider';
import { testSession } from '../session-form/test-session';
import { LanguageSwitchDialog } from '../session-form/LanguageSwitchDialog';
import { useLanguageSwitch } from './useLanguageSwitch';

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const zhDefaults: DefaultConfig = {
  language: 'zh',
  baseInfo: {
    name: '小美',
    nickname: '数字员工小美',
    gender: '女',
    age: '',
    height: '',
    weight: '',
    characters: '',
    backgroundStory: '',
  },
  baseSpeech: [{ scriptType: 'prologue', scriptContent: '您好' }],
  page: {
    promptTitle: '欢迎',
    promptContent: '点击开始',
    reSessionText: '重新开始',
    continueText: '继续',
    busyText: '忙',
    networkText: '网络',
    errorText: '错误',
  },
  maxSessionCount: 20,
};
const settings = {
  languages: ['zh', 'en', 'ja'],
  defaultConfig: { zh: zhDefaults, en: zhDefaults, ja: zhDefaults },
} as unknown as GlobalSettings;
const voices: VoiceDto[] = [];

function Editor() {
  const form = useApiForm({
    schema: updateSessionRequest,
    defaultValues: { ...testSession(), conversationId: 'c1' },
    submit: async () => null,
    messages: { failed: 'failed', network: 'network' },
  });
  const language = useLanguageSwitch(form, settings, voices);
  return (
    <SessionFormProvider form={form}>
      <BasicInfoGroup languages={settings.languages} onLanguageChange={language.request} />
      {language.pending && (
        <LanguageSwitchDialog
          language={language.pending}
          onConfirm={language.confirm}
          onCancel={language.cancel}
        />
      )}
      <output data-testid="dirty">{String(form.formState.isDirty)}</output>
    </SessionFormProvider>
  );
}

describe('the editor’s language switch', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('asks first, changes nothing when cancelled, and loads the new language’s defaults when confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />, { locale: 'en' });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('radio', { name: 'Chinese' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Chinese?' });
    expect(dialog).toHaveTextContent('wipes the settings kept for the old language');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(name).toHaveValue('Ava');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');

    await user.click(screen.getByRole('radio', { name: 'Chinese' }));
    await user.click(await screen.findByRole('button', { name: 'Switch language' }));
    expect(screen.getByRole('radio', { name: 'Chinese' })).toBeChecked();
    expect(name).toHaveValue('小美');
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('数字员工小美');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    expect(localStorage.getItem('sessionLanguageSwitchNoRemind')).toBeNull();
  });

  it('does not ask again once told not to remind', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />, { locale: 'zh' });
    await user.click(screen.getByRole('radio', { name: '中文' }));
    await user.click(await screen.findByRole('checkbox', { name: '不再提醒' }));
    await user.click(screen.getByRole('button', { name: '切换语言' }));
    expect(localStorage.getItem('sessionLanguageSwitchNoRemind')).toBe('1');
    await user.click(screen.getByRole('radio', { name: '日文' }));
    expect(screen.getByRole('radio', { name: '日文' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

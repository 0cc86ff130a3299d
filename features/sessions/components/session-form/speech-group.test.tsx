import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpeechGroup } from './SpeechGroup';
import { setup } from './session-form-harness';
import { testSession } from './test-session';

describe('the speech section', { timeout: 30_000 }, () => {
  it('sums up missing speech data above the field errors, in English and Chinese', async () => {
    for (const [locale, summary, required] of [
      ['en', 'Speech configuration data is incomplete', 'This field is required'],
      ['zh', '语音配置数据不完整', '此项为必填项'],
    ] as const) {
      const { user, submit } = setup(<SpeechGroup />, testSession(), locale);
      expect(screen.queryByText(new RegExp(summary))).not.toBeInTheDocument();
      await user.clear(screen.getByRole('textbox', { name: locale === 'en' ? /^Prologue/ : /^开场白/ }));
      await user.click(screen.getByRole('button', { name: 'save' }));
      expect(await screen.findByText(new RegExp(summary))).toBeInTheDocument();
      expect(screen.getByText(required)).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('warns that emoji in a spoken script are kept but not spoken', async () => {
    const { user } = setup(<SpeechGroup />);
    const prologue = screen.getByRole('textbox', { name: /^Prologue/ });
    expect(screen.queryByText(/Contains emoji/)).not.toBeInTheDocument();
    await user.type(prologue, ' 😀');
    expect(await screen.findByText(/Contains emoji: they are saved as written/)).toBeInTheDocument();
  });
});

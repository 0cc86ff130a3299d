import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';
import { ModelGroup } from './ModelGroup';
import { ScenesGroup } from './ScenesGroup';
import { SpeechGroup } from './SpeechGroup';
import { UnansweredGroup } from './UnansweredGroup';
import { Harness, setup } from './session-form-harness';
import { testSession } from './test-session';

// user-event types key by key: on a shared machine a whole form takes a few seconds.
describe('session form groups', { timeout: 30_000 }, () => {
  it('refuses a third-party URL over http, and one with Chinese characters, in the reader’s language', async () => {
    const { user, submit } = setup(<ModelGroup />);
    await user.click(screen.getByRole('radio', { name: 'Third party' }));
    const url = screen.getByRole('textbox', { name: /Service URL/ });
    await user.type(url, 'http://bot.example.com/chat');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Enter a full URL starting with https://')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://bot.example.com/聊天');
    expect(await screen.findByText('The URL may not contain Chinese characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.clear(url);
    await user.type(url, 'https://bot.example.com/chat');
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const sent = submit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      thirdIsUsed: true,
      dataModelIsUsed: false,
      thirdDto: { thirdUrl: 'https://bot.example.com/chat', thirdType: 'chat', thirdParam: { stream: true } },
    });
  });

  it('says the same in Chinese', async () => {
    const { user } = setup(<ModelGroup />, testSession(), 'zh');
    await user.click(screen.getByRole('radio', { name: '第三方' }));
    await user.type(screen.getByRole('textbox', { name: /服务地址/ }), 'https://例子.com');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('网址不能包含中文字符')).toBeInTheDocument();
  });

  it('keeps a typed third-party address when switching to the large model and back', async () => {
    const { user } = setup(<ModelGroup />);
    await user.click(screen.getByRole('radio', { name: 'Third party' }));
    await user.type(screen.getByRole('textbox', { name: /Service URL/ }), 'https://bot.example.com');
    await user.click(screen.getByRole('radio', { name: 'Large model' }));
    expect(screen.queryByRole('textbox', { name: /Service URL/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Third party' }));
    expect(screen.getByRole('textbox', { name: /Service URL/ })).toHaveValue('https://bot.example.com');
  });

  it('puts the prologue rule and the wake-word rule on their scripts', async () => {
    const { user, submit } = setup(<SpeechGroup />);
    const prologue = screen.getByRole('textbox', { name: /^Prologue/ });
    await user.clear(prologue);
    await user.click(screen.getByRole('radio', { name: 'Wake word' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    const errors = await screen.findAllByText('This field is required');
    expect(errors).toHaveLength(2);
    expect(prologue).toHaveAttribute('aria-invalid', 'true');
    const wakeWord = screen.getByRole('textbox', { name: /^Wake word/ });
    expect(wakeWord).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
    // Writing a wake word takes the rule's error off the input at once, not only at the next submit.
    await user.type(wakeWord, 'Hello Ava');
    expect(wakeWord).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('adds and removes scenes and requires one when scenes are on', async () => {
    const { user, submit } = setup(<ScenesGroup />);
    await user.click(screen.getByRole('switch', { name: /Use scenes/ }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    await user.click(screen.getByRole('button', { name: 'Add a scene' }));
    await user.click(screen.getByRole('button', { name: 'Add a scene' }));
    await user.click(screen.getByRole('button', { name: 'Remove scene 2' }));
    const scene = screen.getByRole('group', { name: 'Scene 1' });
    await user.type(within(scene).getByLabelText(/Keywords/), 'price,hours,');
    await user.type(within(scene).getByRole('textbox', { name: /Reply/ }), 'We open at nine.');
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      sceneIsUsed: true,
      scene: [{ keywords: ['price', 'hours'], reply: 'We open at nine.' }],
    });
  });

  it('stores the unanswered flags as 1 and 0 and bounds the count', async () => {
    const { user, submit } = setup(<UnansweredGroup />);
    const count = screen.getByRole('textbox', { name: /Unanswered questions in a row/ });
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(catalogues.en.Validation.outOfRange)).toBeInTheDocument();
    await user.type(count, '12');
    await user.tab();
    expect(count).toHaveValue('10');
    await user.clear(count);
    await user.type(count, '5');
    await user.click(screen.getByRole('switch', { name: /Then end the session/ }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0].extendContent).toEqual({
      unReplyCount: 5,
      unReplayUsed: 1,
      unReplyHangUp: 0,
    });
  });

  it('shows a server field error beside its input', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError('code', 'invalid', 1001, {
        fields: [{ field: 'extendContent.unReplyCount', message: 'outOfRange' }],
      });
    });
    renderWithProviders(
      <Harness values={testSession()} submit={submit}>
        <UnansweredGroup />
      </Harness>,
      { locale: 'en' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(catalogues.en.Validation.outOfRange)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

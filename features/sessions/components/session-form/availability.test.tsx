import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionPaths, type OptionAvailability } from '@/features/sessions/contract';
import type { VoiceDto } from '@/features/speech/contract';
import { modelHealthPath, type ModelHealthDto } from '@/features/runtime/contract';
import { webGet } from '@/lib/api-client/web-client';
import { VoiceGroup } from '../editor/VoiceGroup';
import { draftValues } from '../wizard/draft-values';
import { ModelGroup } from './ModelGroup';
import { SpeechGroup } from './SpeechGroup';
import { setup } from './session-form-harness';
import { testSession } from './test-session';

// Issue 21 §2: what the operator has not configured is shown unavailable with the reason, is never the wizard's
// default, and a session saved with it is told about on the field in the editor.

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const state = (available: boolean) => ({ available, reason: available ? null : ('notConfigured' as const) });
let availability: OptionAvailability;
const health: ModelHealthDto = {
  options: [
    { option: 'A', configured: false, failures24h: 0, failures7d: 0, byKind7d: {}, lastFailure: null },
    {
      option: 'B',
      configured: true,
      failures24h: 2,
      failures7d: 2,
      byKind7d: { timeout: 2 },
      lastFailure: { at: '2026-11-27T02:05:00Z', kind: 'timeout', status: null, sessionId: 's1' },
    },
    { option: 'third', configured: true, failures24h: 0, failures7d: 0, byKind7d: {}, lastFailure: null },
  ],
};
beforeEach(() => {
  vi.mocked(webGet).mockClear();
  availability = {
    models: { A: state(false), B: state(true) },
    asr: { browser: state(true), server: state(false) },
    voices: { espeak: state(true), openai: state(false), browser: state(true) },
  };
  vi.mocked(webGet).mockImplementation(async (path) => {
    if (path === sessionPaths.optionAvailability) return availability;
    if (path === modelHealthPath) return health;
    throw new Error(`unexpected ${path}`);
  });
});

const noModel = testSession({ dataModelIsUsed: false, modelDtoList: [] });

describe('options the operator has not configured', { timeout: 30_000 }, () => {
  it('are disabled with the reason, and choosing the large model takes the configured option', async () => {
    const { user, submit } = setup(<ModelGroup />, noModel);
    await user.click(screen.getByRole('radio', { name: 'Large model' }));
    expect(await screen.findByRole('radio', { name: 'A · all-round (unavailable)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'B · speed' })).toBeChecked();
    expect(
      screen.getByText('Not configured by the platform operator, so it cannot be chosen: A · all-round.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0].modelDtoList[0]?.largeModelType).toBe('B');
    // Beside the choice, how the chosen model has been answering.
    expect(
      await screen.findByText('2 failures in the last 24 h (debug console: details)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last: no answer in time')).toBeInTheDocument();
  });

  it('give way to a configured option when the owner turns a kept model choice back on', async () => {
    const kept = testSession({
      dataModelIsUsed: false,
      modelDtoList: [{ largeModelType: 'A', modelCode: 60, prompt: 'Be brief.', largeName: '', plugin: '' }],
    });
    const { user } = setup(<ModelGroup />, kept);
    // Nothing on screen tells that the availability arrived while the model is off: wait for its answer itself.
    await waitFor(() => expect(webGet).toHaveBeenCalledWith(sessionPaths.optionAvailability));
    await act(() => vi.mocked(webGet).mock.results[0]!.value as Promise<unknown>);
    await user.click(screen.getByRole('radio', { name: 'Large model' }));
    expect(await screen.findByRole('radio', { name: 'B · speed' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Prompt/ })).toHaveValue('Be brief.');
  });

  it('leave no large model to choose when the operator configured none, in Chinese too', async () => {
    availability.models = { A: state(false), B: state(false) };
    setup(<ModelGroup />, noModel, 'zh');
    await waitFor(() => expect(screen.getByRole('radio', { name: '大模型' })).toBeDisabled());
    expect(screen.getByText(/运营方未配置任何大模型，暂不可选。/)).toBeInTheDocument();
  });

  it('offer the server’s speech recognition disabled with the reason', async () => {
    setup(<SpeechGroup />);
    expect(await screen.findByRole('radio', { name: 'On the server (unavailable)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'In the browser' })).toBeChecked();
    expect(screen.getByText(/Recognition on the server is not configured/)).toBeInTheDocument();
  });

  it('are never the wizard’s default', () => {
    const settings = {
      defaultLanguage: 'en' as const,
      defaultConfig: Object.fromEntries(
        (['zh', 'en', 'ja'] as const).map((language) => [
          language,
          {
            language,
            baseInfo: testSession().conversationInfoDto,
            baseSpeech: testSession().scriptDtoList,
            page: testSession().pageDto,
            maxSessionCount: 20,
          },
        ]),
      ) as never,
      builtinImages: [],
      defaultModelCode: 60,
    };
    availability.models = { A: state(false), B: state(false) };
    const values = draftValues({}, settings, () => undefined, availability);
    expect(values).toMatchObject({ dataModelIsUsed: false, modelDtoList: [], asrType: 'browser' });
  });
});

describe('a session saved with an option that is gone', { timeout: 30_000 }, () => {
  it('says on the model field what answers meanwhile', async () => {
    setup(<ModelGroup />, testSession());
    expect(
      await screen.findByText(/A · all-round is no longer configured by the platform operator/),
    ).toBeInTheDocument();
    // Still shown as chosen: the owner sees what was saved.
    expect(screen.getByRole('radio', { name: 'A · all-round (unavailable)' })).toBeChecked();
  });

  it('says on the speech recognition field that the browser listens instead', async () => {
    setup(<SpeechGroup />, testSession({ asrType: 'server' }));
    expect(
      await screen.findByText(/visitors' speech is recognized in their browser instead/),
    ).toBeInTheDocument();
  });

  it('says on the voice field which voice visitors hear instead, and names the missing cloud voices', async () => {
    const voices: VoiceDto[] = [
      {
        ttsId: 'espeak:en-us-f3',
        engine: 'espeak',
        speaker: 'en-us+f3',
        name: { zh: '英语女声', en: 'English (female)' },
        languages: ['en'],
        gender: 'female',
        sampleText: {},
        fallbackTtsId: null,
      },
    ];
    const values = testSession();
    setup(<VoiceGroup voices={voices} />, {
      ...values,
      detailDto: { ...values.detailDto, ttsId: 'openai:nova' },
    });
    expect(
      await screen.findByText(
        'The saved voice "openai:nova" is no longer offered (the platform operator removed it). Visitors hear English (female) instead until you choose another voice.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Cloud voices (unavailable): not configured by the platform operator.'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';
import { markCreated, readDraft, startDraft, takeCreated } from './draft';
import { limitBlock } from './guards';
import { LimitNotice } from './LimitNotice';
import { useWizardDraft } from './useWizardDraft';

const router = {
  replace: vi.fn(),
  push: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const limits = {
  trial: true,
  maxTrialSessions: 2,
  maxDigitalHumans: 10,
  sessionCount: 0,
  digitalHumanCount: 0,
};

function Step() {
  const { draft } = useWizardDraft();
  return <p>{draft ? `draft at step ${draft.step}` : 'no draft yet'}</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('wizard guards', () => {
  it('stops a trial user at two sessions and everyone at ten digital humans', () => {
    expect(limitBlock(undefined)).toBeNull();
    expect(limitBlock(limits)).toBeNull();
    expect(limitBlock({ ...limits, sessionCount: 1, digitalHumanCount: 1 })).toBeNull();
    expect(limitBlock({ ...limits, sessionCount: 2, digitalHumanCount: 2 })).toBe('trialSessions');
    expect(limitBlock({ ...limits, trial: false, sessionCount: 9, digitalHumanCount: 9 })).toBeNull();
    expect(limitBlock({ ...limits, trial: false, sessionCount: 10, digitalHumanCount: 10 })).toBe(
      'digitalHumans',
    );
  });

  it('sends a step without a draft to the console home', async () => {
    renderWithProviders(<Step />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard'));
    expect(screen.getByText('no draft yet')).toBeInTheDocument();
  });

  it('opens a step with a draft and writes its changes through', async () => {
    startDraft();
    renderWithProviders(<Step />);
    expect(await screen.findByText('draft at step 1')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(readDraft()).toEqual({ step: 1 });
  });

  it('hands a publish to the success page once and ends the draft', () => {
    startDraft({ conversationName: 'x' });
    markCreated('abc');
    expect(readDraft()).toBeNull();
    expect(takeCreated()).toBe('abc');
    expect(takeCreated()).toBeNull();
  });

  it("words the trial limit as the spec's message, with the way to the session list", () => {
    renderWithProviders(<LimitNotice block="trialSessions" limits={{ ...limits, sessionCount: 2 }} />, {
      locale: 'en',
    });
    const text = catalogues.en.SessionsWizard.limit;
    expect(screen.getByRole('alert')).toHaveTextContent(
      text.trialSessions.replace('{max}', '2').replace('{count}', '2'),
    );
    expect(screen.getByRole('link', { name: text.toList })).toHaveAttribute('href', '/dashboard/session');
    // Spec §4: the trial's limit is where the customer applies to continue, mid-trial.
    expect(screen.getByRole('link', { name: text.applyToContinue })).toHaveAttribute(
      'href',
      '/dashboard#apply-to-continue',
    );
  });

  it('words the cap of ten digital humans', () => {
    renderWithProviders(<LimitNotice block="digitalHumans" limits={{ ...limits, digitalHumanCount: 10 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('超过数字人数量上限 10 个');
    expect(screen.queryByRole('link', { name: '申请继续使用' })).not.toBeInTheDocument();
  });
});

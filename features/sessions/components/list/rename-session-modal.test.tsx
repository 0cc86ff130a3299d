import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RenameSessionModal } from '@/features/sessions/components/list/RenameSessionModal';
import type { SessionSummary } from '@/features/sessions/contract';
import { webPost } from '@/lib/api-client/web-client';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const session = { conversationId: 's-1', conversationName: '门店导购' } as SessionSummary;
const { SessionsList: t, Validation: v } = catalogues.zh;

describe('renaming a session (issue 19 §1.7)', () => {
  beforeEach(() => vi.mocked(webPost).mockReset());

  it('counts the characters and refuses a name over 40 instead of cutting it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RenameSessionModal session={session} onClose={() => {}} />);
    const input = await screen.findByRole('textbox', { name: new RegExp(t.nameLabel) });
    expect(screen.getByText('4/40')).toBeVisible();
    await user.clear(input);
    await user.type(input, '名'.repeat(45));
    expect(input).toHaveValue('名'.repeat(45));
    expect(screen.getByText('45/40')).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(v.tooLong)).toBeVisible();
    expect(webPost).not.toHaveBeenCalled();
  });

  it('refuses emoji in the name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RenameSessionModal session={session} onClose={() => {}} />);
    const input = await screen.findByRole('textbox', { name: new RegExp(t.nameLabel) });
    await user.type(input, '😀');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(v.emojiNotAllowed)).toBeVisible();
    expect(webPost).not.toHaveBeenCalled();
  });
});

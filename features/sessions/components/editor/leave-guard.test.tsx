import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useLeaveGuard } from './useLeaveGuard';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function Page() {
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        edit
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        save
      </button>
      {/* A plain anchor: the guard must hold any same-site link, not only Next's. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/dashboard">home</a>
      <ConfirmDialog
        opened={leave.pending}
        title="Leave?"
        message="Unsaved"
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={leave.leave}
        onCancel={leave.stay}
      />
    </>
  );
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unsaved-edits guard', { timeout: 30_000 }, () => {
  afterEach(() => push.mockReset());

  it('lets links and the tab go while nothing is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const followed = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', followed);
    await user.click(screen.getByRole('link', { name: 'home' }));
    document.removeEventListener('click', followed);
    expect(followed).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it('holds an in-app link with edits, stays or leaves as answered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'edit' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(push).toHaveBeenCalledWith('/dashboard');
  });

  it('asks when the back button leaves the edited page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'edit' }));
    // One entry holds the page while there are edits.
    expect(window.history.length).toBe(entries + 1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(window.history.length).toBe(entries + 2);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(unload()).toBe(false);
  });
});

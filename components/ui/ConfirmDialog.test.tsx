import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { ConfirmDialog } from './ConfirmDialog';

const props = {
  opened: true,
  title: 'Delete Alpha?',
  message: 'Its share link stops working.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  closeLabel: 'Close',
};

describe('the confirm dialog', () => {
  it('puts the focus on cancel before a destructive step, and acts only on confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConfirmDialog {...props} destructive onConfirm={onConfirm} onCancel={onCancel} />, {
      locale: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alpha?' });
    expect(dialog).toHaveTextContent('Its share link stops working.');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('waits while the step runs: cancel is disabled and the close button is named', async () => {
    renderWithProviders(
      <ConfirmDialog {...props} destructive busy onConfirm={() => undefined} onCancel={() => undefined}>
        <p role="alert">It failed</p>
      </ConfirmDialog>,
      { locale: 'en' },
    );
    await screen.findByRole('dialog', { name: 'Delete Alpha?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('It failed');
  });
});

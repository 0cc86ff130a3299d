import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import { CreateLicenceModal } from './CreateLicenceModal';

const created = vi.fn().mockResolvedValue({ id: 'l-1' });
vi.mock('../api/offline', () => ({
  useCreateLicence: () => ({ mutateAsync: created, isPending: false }),
}));

const f = catalogues.en.Offline.form;

describe('a new offline licence', () => {
  it('offers the devices a bought licence allows, and sends the number chosen', async () => {
    renderWithProviders(
      <CreateLicenceModal
        opened
        sessions={[{ id: 's-1', name: 'Bank lobby' }]}
        devicesAvailable={3}
        onClose={() => {}}
      />,
      { locale: 'en' },
    );
    const devices = screen.getByRole('textbox', { name: f.devices });
    expect(devices).toHaveValue('3');
    expect(screen.getByText(f.devicesHint.replace('{max}', '3'))).toBeTruthy();
    await userEvent.clear(devices);
    await userEvent.type(devices, '2');
    await userEvent.click(screen.getByRole('button', { name: f.submit }));
    await vi.waitFor(() =>
      expect(created).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's-1', devices: 2 })),
    );
  });
});

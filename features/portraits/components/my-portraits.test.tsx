import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import type { MyPortrait } from '../contract';
import { MyPortraitsView } from './MyPortraitsView';

const ok = (data: JsonBodyType) => HttpResponse.json({ code: ApiCode.ok, message: 'ok', data });
const server = setupServer();
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rejected: MyPortrait = {
  id: 'p1',
  name: 'Anna studio',
  status: 'rejected',
  rejectReason: 'Glasses reflect the light',
  consent: {
    personName: 'Anna',
    typedName: 'Anna',
    termsVersion: '2026-11',
    acceptedAt: '2026-11-20T08:00:00.000Z',
  },
  hasPhoto: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};
const page = (list: MyPortrait[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 100 });
const listing = (list: MyPortrait[]) =>
  server.use(http.get('*/api/management/portrait/query', () => ok(page(list))));

describe('my portraits', () => {
  it.each([
    ['en', 'Rejected', 'Glasses reflect the light'],
    ['zh', '未通过', 'Glasses reflect the light'],
  ] as const)('shows a rejected portrait with its reason (%s)', async (locale, status, reason) => {
    listing([rejected]);
    renderWithProviders(<MyPortraitsView />, { locale });
    const card = await screen.findByTestId('portrait-card');
    expect(within(card).getByText(status)).toBeInTheDocument();
    expect(within(card).getByText(reason)).toBeInTheDocument();
    // Only a ready portrait offers "use in a session".
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('offers a ready portrait for a session', async () => {
    listing([{ ...rejected, status: 'ready', rejectReason: null }]);
    renderWithProviders(<MyPortraitsView />, { locale: 'en' });
    const card = await screen.findByTestId('portrait-card');
    expect(within(card).getByRole('link', { name: 'Use in a session' })).toHaveAttribute(
      'href',
      '/session/create/step1',
    );
  });

  it("puts a refused photo's reason on the photo field, and asks for the ticked terms and the same typed name", async () => {
    listing([]);
    server.use(
      http.post('*/api/management/portrait/create', () =>
        HttpResponse.json({
          code: ApiCode.validation,
          message: 'This photo cannot make a portrait.',
          data: { fields: [{ field: 'file', message: 'photo_eyesClosed' }], reason: 'eyesClosed' },
        }),
      ),
    );
    renderWithProviders(<MyPortraitsView />, { locale: 'en' });
    expect(await screen.findByText('No portraits yet. Make the first one above.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New portrait' });
    await user.upload(
      form.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.type(within(form).getByRole('textbox', { name: /Portrait name/ }), 'Me');
    await user.type(within(form).getByRole('textbox', { name: /Name of the person/ }), 'Anna Li');
    await user.type(within(form).getByRole('textbox', { name: /typed again/ }), 'Anna Lee');
    await user.click(within(form).getByRole('button', { name: 'Check the photo and send for review' }));
    expect(
      await within(form).findByText('Type the same name as the person in the photo.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The person in the photo must accept the terms.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /typed again/ }));
    await user.type(within(form).getByRole('textbox', { name: /typed again/ }), 'anna li');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Check the photo and send for review' }));
    expect(await within(form).findByText('The eyes are closed. Keep your eyes open.')).toBeInTheDocument();
  });

  it('says when the camera cannot be used, so the customer uploads a photo instead', async () => {
    listing([]);
    renderWithProviders(<MyPortraitsView />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take it with the camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Camera' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The camera cannot be used here.');
    expect(within(dialog).getByRole('button', { name: 'Take the photo' })).toBeDisabled();
  });
});

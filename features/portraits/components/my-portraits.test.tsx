import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import type { MyPortrait } from '../contract';
import { catalogues } from '@/messages/catalogues';
import { MyPortraitsView } from './MyPortraitsView';

const CREATED = catalogues.en.Portraits.created;

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
const listing = (list: MyPortrait[], allowed = list.length + 1) =>
  server.use(
    http.get('*/api/management/portrait/query', () => ok(page(list))),
    http.get('*/api/management/portrait/allowance', () => ok({ allowed, used: list.length })),
  );

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

  it('offers a ready portrait for a session with the entry the page gives, a rejected one not', async () => {
    listing([
      { ...rejected, status: 'ready', rejectReason: null },
      { ...rejected, id: 'p2', name: 'Ben studio' },
    ]);
    renderWithProviders(<MyPortraitsView useInSession={<button type="button">Use in a session</button>} />, {
      locale: 'en',
    });
    const [ready, refused] = await screen.findAllByTestId('portrait-card');
    expect(within(ready!).getByRole('button', { name: 'Use in a session' })).toBeInTheDocument();
    expect(within(refused!).queryByRole('button', { name: 'Use in a session' })).toBeNull();
  });

  it.each([
    ['en', 'Talk to it'],
    ['zh', '与它对话'],
  ] as const)(
    'links an approved portrait with a session to talk to it, and no other (%s)',
    async (locale, talk) => {
      const ready = { ...rejected, status: 'ready' as const, rejectReason: null };
      const inReview = {
        ...rejected,
        id: 'p2',
        name: 'Ben studio',
        status: 'review' as const,
        rejectReason: null,
      };
      listing([ready, inReview]);
      renderWithProviders(<MyPortraitsView talkTo={{ p1: 'c 1', p2: 'c2' }} />, { locale });
      const [first, second] = await screen.findAllByTestId('portrait-card');
      expect(within(first!).getByRole('link', { name: talk })).toHaveAttribute(
        'href',
        '/collection/conversation?conversationId=c+1',
      );
      // In review: its session draws a presenter of the cast meanwhile; nothing to talk to here yet.
      expect(within(second!).queryByRole('link', { name: talk })).toBeNull();
    },
  );

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

  it('still says the portrait was accepted when it took the last place and the form closed', async () => {
    const made: MyPortrait[] = [];
    server.use(
      http.get('*/api/management/portrait/query', () => ok(page(made))),
      http.get('*/api/management/portrait/allowance', () => ok({ allowed: 1, used: made.length })),
      http.post('*/api/management/portrait/create', () => {
        const portrait = { ...rejected, status: 'review' as const, rejectReason: null };
        made.push(portrait);
        return ok(portrait);
      }),
    );
    renderWithProviders(<MyPortraitsView />, { locale: 'en' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New portrait' });
    await user.upload(
      form.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.type(within(form).getByRole('textbox', { name: /Portrait name/ }), 'Me');
    await user.type(within(form).getByRole('textbox', { name: /Name of the person/ }), 'Anna Li');
    await user.type(within(form).getByRole('textbox', { name: /typed again/ }), 'anna li');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Check the photo and send for review' }));
    // The allowance is used up: the form goes, the word that it was accepted stays.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New portrait' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(CREATED);
    expect(await screen.findByTestId('portrait-card')).toBeInTheDocument();
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

  it.each([
    ['en', 0, 'Portraits come with a portrait package', 'Choose a package'],
    ['zh', 0, '贵企业还没有套餐', '选择套餐'],
    ['en', 1, 'Your packages allow 1 portrait and you have made them all.', 'Choose a package'],
  ] as const)(
    'without a place left in the packages, says why instead of the form and links to the packages (%s, %i bought)',
    async (locale, allowed, reason, link) => {
      listing(allowed ? [rejected] : [], allowed);
      renderWithProviders(<MyPortraitsView />, { locale });
      const notice = await screen.findByTestId('portrait-allowance');
      expect(notice).toHaveTextContent(reason);
      expect(within(notice).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/collection/subscribe',
      );
      expect(screen.queryByRole('form')).toBeNull();
    },
  );

  it('shows the form with the places used while the packages allow another portrait', async () => {
    listing([rejected], 2);
    renderWithProviders(<MyPortraitsView />, { locale: 'en' });
    expect(await screen.findByTestId('portrait-allowance')).toHaveTextContent('1 of 2 portraits used');
    expect(screen.getByRole('form', { name: 'New portrait' })).toBeInTheDocument();
  });
});

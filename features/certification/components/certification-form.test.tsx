import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { renderWithProviders } from '@/tests/support/render';
import type { CertificationSubmission, MyCertification } from '../contract';
import { CertificationSection } from './CertificationSection';

const ok = (data: JsonBodyType) => HttpResponse.json({ code: ApiCode.ok, message: 'ok', data });
const server = setupServer();
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const unverified: MyCertification = { state: 'unverified', current: null, history: [] };
const failedSubmission: CertificationSubmission = {
  id: 's1',
  companyName: 'Example Ltd',
  creditCode: '91110108551385082Q',
  authenticatorName: 'Ada',
  contactPhone: '13800138000',
  status: 'failed',
  licence: { name: 'licence.png', mimeType: 'image/png', size: 67 },
  submittedAt: '2026-11-20T08:00:00.000Z',
  decidedAt: '2026-11-21T08:00:00.000Z',
  reason: 'The photo is blurred.',
};

const answering = (state: MyCertification) =>
  server.use(http.get('*/api/management/certification/query', () => ok(state)));

async function fillForm(creditCode: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Company name|企业名称/ }), 'Example Ltd');
  await user.type(screen.getByRole('textbox', { name: /credit code|信用代码/ }), creditCode);
  await user.type(screen.getByRole('textbox', { name: /Authenticator|认证人/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Contact phone|联系电话/ }), '13800138000');
  return user;
}

describe('the certification form', () => {
  it.each([
    ['en', 'This is not a valid unified social credit code'],
    ['zh', '统一社会信用代码不正确'],
  ] as const)('says a wrong check character is wrong before sending (%s)', async (locale, message) => {
    answering(unverified);
    renderWithProviders(<CertificationSection />, { locale });
    const user = await fillForm('91110108551385082A');
    await user.click(
      screen.getByRole('button', { name: locale === 'en' ? 'Submit for certification' : '提交认证' }),
    );
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.getByTestId('certification-state')).toHaveTextContent(
      locale === 'en' ? 'Not certified' : '未认证',
    );
  });

  it('says what certification unlocks, and a short code is too short', async () => {
    answering(unverified);
    renderWithProviders(<CertificationSection />, { locale: 'en' });
    expect(await screen.findByText('Paying by bank transfer')).toBeInTheDocument();
    expect(screen.getByText('Invoices for your orders')).toBeInTheDocument();
    const user = await fillForm('9111010855');
    await user.click(screen.getByRole('button', { name: 'Submit for certification' }));
    expect(await screen.findByText('The unified social credit code has 18 characters')).toBeInTheDocument();
  });

  it('shows a failure with its reason, fills the form again, and sends the licence with a corrected code', async () => {
    let sent: FormData | null = null;
    answering({ state: 'failed', current: failedSubmission, history: [] });
    server.use(
      http.post('*/api/management/certification/submit', async ({ request }) => {
        sent = await request.formData();
        answering({
          state: 'submitted',
          current: { ...failedSubmission, status: 'submitted', reason: null },
          history: [],
        });
        return ok({ ...failedSubmission, status: 'submitted', reason: null });
      }),
    );
    renderWithProviders(<CertificationSection />, { locale: 'en' });
    expect(await screen.findByTestId('certification-reason')).toHaveTextContent('The photo is blurred.');
    expect(screen.getByRole('textbox', { name: /credit code/ })).toHaveValue('91110108551385082Q');
    const user = userEvent.setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sharp.png', { type: 'image/png' });
    // Mantine's file input is a button over a hidden <input type=file>: the file goes to the input.
    const section = screen.getByRole('region', { name: 'Company certification' });
    await user.upload(section.querySelector<HTMLInputElement>('input[type=file]')!, file);
    expect(within(section).getByRole('button', { name: /Business licence/ })).toHaveTextContent('sharp.png');
    await user.click(screen.getByRole('button', { name: 'Submit for certification' }));
    expect(await screen.findByText('In authentication')).toBeInTheDocument();
    expect(sent!.get('creditCode')).toBe('91110108551385082Q');
    // (jsdom's XMLHttpRequest does not hand msw the file's own name and bytes; the Playwright journey sends a real one.)
    expect(sent!.has('file')).toBe(true);
  });
});

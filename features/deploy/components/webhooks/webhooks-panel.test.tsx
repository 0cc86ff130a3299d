import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  webhookPaths,
  type DeliveryPage,
  type WebhookConfigDto,
  type WebhookDeliveryDto,
} from '@/features/deploy/contract/webhooks';
import { ApiError } from '@/lib/api-client/api-error';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { WebhooksPanel } from './WebhooksPanel';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const get = vi.mocked(webGet);
const post = vi.mocked(webPost);
const SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

function delivery(id: string, over: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    deliveryId: id,
    event: 'turn.completed',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastErrorMessage: null,
    url: 'https://example.com/hook',
    createTime: '2026-05-01T08:00:00.000Z',
    lastAttemptTime: '2026-05-01T08:00:01.000Z',
    deliveredTime: '2026-05-01T08:00:01.000Z',
    nextAttemptTime: null,
    ...over,
  };
}

let config: WebhookConfigDto;
let page: DeliveryPage;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  config = { callbackUrl: 'https://example.com/hook', secretHint: 'whsec_AbCd…defg' };
  page = {
    list: [
      delivery('evt_ok'),
      delivery('evt_bad', {
        event: 'conversation.ended',
        status: 'failed',
        attempts: 6,
        lastStatusCode: 503,
        lastError: 'badStatus',
        lastErrorMessage: 'Your endpoint answered HTTP 503; any 2xx counts as received.',
      }),
    ],
    total: 2,
    pageIndex: 1,
    pageSize: 10,
  };
  get.mockImplementation(async (path: string) => {
    if (path === webhookPaths.query) return config;
    if (path === webhookPaths.deliveries) return page;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderPanel(locale: 'zh' | 'en' = 'en') {
  renderWithProviders(<WebhooksPanel />, { locale });
  return userEvent.setup();
}

describe('the webhooks panel', { timeout: 30_000 }, () => {
  it('shows the address, the masked secret and the log, and retries a failed delivery now', async () => {
    const user = renderPanel();
    expect(await screen.findByRole('textbox', { name: /^Callback address/ })).toHaveValue(
      'https://example.com/hook',
    );
    expect(screen.getByText('Current secret: whsec_AbCd…defg')).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Retry now' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('503')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/answered HTTP 503/)).toBeInTheDocument();

    post.mockResolvedValue(delivery('evt_bad', { status: 'pending', attempts: 0 }));
    await user.click(within(rows[2]!).getByRole('button', { name: 'Retry now' }));
    expect(post).toHaveBeenCalledWith(webhookPaths.retry, { deliveryId: 'evt_bad' });
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === webhookPaths.deliveries)).toHaveLength(2),
    );
  });

  it('checks the address as the contract does, and puts the server’s refusal on the field', async () => {
    config = { callbackUrl: null, secretHint: null };
    const user = renderPanel();
    const field = await screen.findByRole('textbox', { name: /^Callback address/ });
    await user.type(field, 'http://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a full URL starting with https://')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://例子.com');
    expect(await screen.findByText('The URL may not contain Chinese characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    post.mockRejectedValueOnce(
      new ApiError('code', 'invalid', 40000, {
        fields: [{ field: 'callbackUrl', message: 'callbackPrivate' }],
      }),
    );
    await user.clear(field);
    await user.type(field, 'https://10.0.0.7/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This address is on a private network/)).toBeInTheDocument();
  });

  it('shows the secret made by the first save whole, once, until it is put away', async () => {
    config = { callbackUrl: null, secretHint: null };
    const user = renderPanel();
    expect(await screen.findByText(/Not made yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    post.mockResolvedValueOnce({
      callbackUrl: 'https://example.com/hook',
      secretHint: 'whsec_AbCd…defg',
      secret: SECRET,
    });
    await user.type(screen.getByRole('textbox', { name: /^Callback address/ }), 'https://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith(webhookPaths.save, { callbackUrl: 'https://example.com/hook' });
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByText('Current secret: whsec_AbCd…defg')).toBeInTheDocument();
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Rotate signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValueOnce({ secret: SECRET, secretHint: 'whsec_AbCd…defg' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(post).toHaveBeenCalledWith(webhookPaths.rotateSecret);
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
  });

  it('sends a test event and says how it went', async () => {
    const user = renderPanel();
    post.mockResolvedValueOnce(delivery('evt_t1', { event: 'test', lastStatusCode: 204 }));
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Delivered: your endpoint answered HTTP 204.')).toBeInTheDocument();

    post.mockResolvedValueOnce(
      delivery('evt_t2', {
        event: 'test',
        status: 'failed',
        lastStatusCode: null,
        lastError: 'timeout',
        lastErrorMessage: 'Your endpoint did not answer within 10 seconds.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(
      await screen.findByText('Not delivered: Your endpoint did not answer within 10 seconds.'),
    ).toBeInTheDocument();
  });

  it('speaks Chinese, with the verification example', async () => {
    renderPanel('zh');
    expect(await screen.findByRole('heading', { name: 'Webhook 回调' })).toBeInTheDocument();
    expect(await screen.findByText('当前密钥：whsec_AbCd…defg')).toBeInTheDocument();
    expect(screen.getByText(/verifyWebhookSignature\(SECRET/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '投递记录' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationPaths,
  type ApplicationDto,
  type GrantDto,
} from '@/features/deploy/contract/applications';
import { webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { ApplicationFormModal } from './ApplicationFormModal';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

const post = vi.mocked(webPost);

/** A trial's grant: 2 slots, one already held by an application. */
const TRIAL: GrantDto = {
  id: 'g1',
  source: 'trial',
  concurrency: 2,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2099-12-01T00:00:00.000Z',
  status: 'active',
  assigned: 1,
  free: 1,
};
const SHOP: ApplicationDto = {
  appId: 'app_shop',
  name: 'Shop',
  concurrency: 1,
  conversationId: null,
  conversationName: null,
  keyHint: 'sk_ab…wxyz',
  status: 'active',
  grant: TRIAL,
  inUse: 0,
  keyRotateTime: null,
  createTime: '2026-11-20T00:00:00.000Z',
};

function renderForm(app: ApplicationDto | 'new', grants: GrantDto[], locale: 'zh' | 'en' = 'en') {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithProviders(
    <ApplicationFormModal app={app} grants={grants} onClose={onClose} onCreated={onCreated} />,
    { locale },
  );
  return { user: userEvent.setup(), onClose, onCreated };
}
const remainder = () => screen.getByTestId('share-remainder');
const concurrency = () => screen.getByRole('textbox', { name: /^Concurrency/ });
const created = (name: string) => ({ ...SHOP, appId: 'app_kiosk', name, appKey: 'sk_new' });

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path, values) => {
    if (path === applicationPaths.create) return created((values as { name: string }).name);
    return { list: [], total: 0, pageIndex: 1, pageSize: 100 };
  });
});

describe(
  'the application form: what stays for share links and previews (issue 19 §1.2)',
  { timeout: 30_000 },
  () => {
    it('shows what stays as the concurrency changes', async () => {
      const { user } = renderForm('new', [{ ...TRIAL, concurrency: 4, free: 3 }]);
      expect(remainder()).toHaveTextContent('2 of 4 slots stay for share links and previews.');
      await user.clear(concurrency());
      await user.type(concurrency(), '2');
      expect(remainder()).toHaveTextContent('1 of 4 slots stay for share links and previews.');
      await user.clear(concurrency());
      await user.type(concurrency(), '3');
      expect(remainder()).toHaveTextContent(/^0 of 4 slots stay for share links and previews: .*busy/);
    });

    it('asks before a second application takes the trial’s last slot, and creates it only on yes', async () => {
      const { user, onCreated } = renderForm('new', [TRIAL]);
      // The default concurrency 1 next to an application holding 1 of 2: nothing would stay.
      expect(remainder()).toHaveTextContent(/^0 of 2 slots stay/);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kiosk');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      const question = await screen.findByRole('alertdialog', {
        name: 'Take the last slot of share links and previews?',
      });
      expect(question).toHaveTextContent(/busy message/);
      expect(screen.getByRole('button', { name: 'Keep a slot free' })).toHaveFocus();
      expect(post).not.toHaveBeenCalledWith(applicationPaths.create, expect.anything());

      await user.click(screen.getByRole('button', { name: 'Keep a slot free' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(post).not.toHaveBeenCalledWith(applicationPaths.create, expect.anything());

      await user.click(screen.getByRole('button', { name: 'Create' }));
      await user.click(await screen.findByRole('button', { name: 'Take the last slot' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(applicationPaths.create, {
          name: 'Kiosk',
          concurrency: 1,
          grantId: 'g1',
          conversationId: '',
        }),
      );
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created('Kiosk')));
    });

    it('does not ask when a slot stays', async () => {
      const roomy = { ...TRIAL, concurrency: 3, free: 2 };
      const first = renderForm('new', [roomy]);
      await first.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kiosk');
      await first.user.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('leaves more than the grant has free to the server to refuse, without asking', async () => {
      const { user } = renderForm('new', [TRIAL]);
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kiosk');
      await user.clear(concurrency());
      await user.type(concurrency(), '5');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          applicationPaths.create,
          expect.objectContaining({ concurrency: 5 }),
        ),
      );
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('counts an edited application’s own slots as its own', async () => {
      post.mockImplementation(async (path, values) =>
        path === applicationPaths.update
          ? { ...SHOP, ...(values as object) }
          : { list: [], total: 0, pageIndex: 1, pageSize: 100 },
      );
      const { user, onClose } = renderForm(SHOP, [TRIAL]);
      expect(remainder()).toHaveTextContent('1 of 2 slots stay for share links and previews.');
      await user.clear(concurrency());
      await user.type(concurrency(), '2');
      expect(remainder()).toHaveTextContent(/^0 of 2 slots stay/);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(await screen.findByRole('button', { name: 'Take the last slot' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(post).toHaveBeenCalledWith(applicationPaths.update, expect.objectContaining({ concurrency: 2 }));
    });

    it('says it in Chinese too', () => {
      renderForm('new', [{ ...TRIAL, concurrency: 4, free: 3 }], 'zh');
      expect(remainder()).toHaveTextContent('共 4 路并发，2 路留给分享链接和预览。');
    });
  },
);

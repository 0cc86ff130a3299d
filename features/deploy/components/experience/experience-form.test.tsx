import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { experiencePaths, type HostedExperienceDto } from '@/features/deploy/contract/experience';
import { ApiError } from '@/lib/api-client/api-error';
import { webPost } from '@/lib/api-client/web-client';
import { renderWithProviders } from '@/tests/support/render';
import { ExperienceForm } from './ExperienceForm';

vi.mock('@/lib/api-client/web-client', async () =>
  (await import('@/tests/support/web-client-mock')).webClientMock(),
);

// Mantine's autosizing textarea listens for web fonts, which jsdom does not load.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const post = vi.mocked(webPost);
const UNSAVED: HostedExperienceDto = {
  endUrl: '',
  title: 'From the first session',
  content: 'Ask me anything.',
  buttonText: '',
  errorText: 'Something broke.',
  allowedOrigins: [],
  saved: false,
  updateTime: null,
};

function renderForm(policy = { httpLocalhost: false }) {
  renderWithProviders(<ExperienceForm experience={UNSAVED} policy={policy} />, { locale: 'en' });
  return userEvent.setup();
}
const endUrl = () => screen.getByRole('textbox', { name: /^End-of-conversation URL/ });
const origin = (n: number) => screen.getByRole('textbox', { name: `Embed domain ${n}` });

beforeEach(() => {
  post.mockReset();
});

describe('the hosted experience form (spec §5)', { timeout: 30_000 }, () => {
  it('starts from the first session’s texts and the default button, and refuses what §5 refuses', async () => {
    const user = renderForm();
    expect(screen.getByText(/^Not saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Start screen title/ })).toHaveValue(
      'From the first session',
    );
    expect(screen.getByRole('textbox', { name: /^Start button text/ })).toHaveValue('Start conversation');
    await user.type(endUrl(), 'http://example.com/end');
    await user.click(screen.getByRole('button', { name: 'Add a domain' }));
    await user.type(origin(1), 'http://embed.localhost:3000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Enter a full URL starting with https://')).toHaveLength(2);
    expect(endUrl()).toHaveAttribute('aria-invalid', 'true');
    expect(origin(1)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends each domain as its origin, once, and shows what the server kept', async () => {
    post.mockImplementation(async (_path, values) => ({
      ...(values as object),
      saved: true,
      updateTime: '2026-01-01T00:00:00.000Z',
    }));
    const user = renderForm({ httpLocalhost: true });
    await user.type(endUrl(), 'https://example.com/end');
    for (const [n, value] of [
      [1, 'https://Shop.Example.com/page'],
      [2, 'http://embed.localhost:3000/x'],
      [3, 'https://shop.example.com'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add a domain' }));
      await user.type(origin(n), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(experiencePaths.save, {
      endUrl: 'https://example.com/end',
      title: 'From the first session',
      content: 'Ask me anything.',
      buttonText: 'Start conversation',
      errorText: 'Something broke.',
      allowedOrigins: ['https://shop.example.com', 'http://embed.localhost:3000'],
    });
    await waitFor(() => expect(origin(1)).toHaveValue('https://shop.example.com'));
    expect(origin(2)).toHaveValue('http://embed.localhost:3000');
    expect(screen.queryByRole('textbox', { name: 'Embed domain 3' })).toBeNull();
  });

  it('puts a server field error on the domain it names', async () => {
    post.mockRejectedValue(
      new ApiError(
        'code',
        'invalid',
        40000,
        { fields: [{ field: 'allowedOrigins.1', message: 'originInvalid' }] },
        400,
      ),
    );
    const user = renderForm();
    await user.type(endUrl(), 'https://example.com/end');
    await user.click(screen.getByRole('button', { name: 'Add a domain' }));
    await user.type(origin(1), 'https://a.example.com');
    await user.click(screen.getByRole('button', { name: 'Add a domain' }));
    await user.type(origin(2), 'https://b.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter the address of a site/)).toBeInTheDocument();
    expect(origin(2)).toHaveAttribute('aria-invalid', 'true');
    expect(origin(1)).not.toHaveAttribute('aria-invalid', 'true');
    // It landed on its line: nothing is left over for the form's own message.
    expect(screen.queryByText('invalid')).toBeNull();
  });
});

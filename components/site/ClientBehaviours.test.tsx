import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientBehaviours } from '@/components/site/ClientBehaviours';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';

const { zh } = catalogues;

vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const texts = {
  title: zh.ChunkError.title,
  description: zh.ChunkError.description,
  reload: zh.Common.reload,
};

describe('ClientBehaviours', () => {
  it('shows nothing while pages load normally', () => {
    renderWithProviders(<ClientBehaviours chunkError={texts} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the chunk error with a reload action when a page chunk fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    renderWithProviders(<ClientBehaviours chunkError={texts} />);
    const error = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    });
    expect(await screen.findByRole('dialog', { name: zh.ChunkError.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.Common.reload })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

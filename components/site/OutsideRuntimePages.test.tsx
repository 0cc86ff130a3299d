import { render, screen } from '@testing-library/react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { describe, expect, it, vi } from 'vitest';
import { OutsideRuntimePages } from './OutsideRuntimePages';

vi.mock('next/navigation', () => ({ useSelectedLayoutSegments: vi.fn() }));

const at = (segments: string[]) => {
  vi.mocked(useSelectedLayoutSegments).mockReturnValue(segments);
  return render(
    <OutsideRuntimePages>
      <div role="region" aria-label="平台域名已变更" />
    </OutsideRuntimePages>,
  );
};

describe('what stays off the runtime pages', () => {
  it('shows its children on the site and the console', () => {
    at(['(marketing)', 'pricing']);
    expect(screen.getByRole('region', { name: '平台域名已变更' })).toBeInTheDocument();
    at(['(console)', 'dashboard', 'session']).unmount();
  });

  it('leaves them out of share links, previews and application pages, on either device', () => {
    for (const segments of [
      ['(runtime)', 'p', 'abc'],
      ['(runtime)', 'collection', 'preview', 'app_1'],
      ['mobile', '(runtime)', 'userPreview', 's-1'],
      ['(runtime)', 'preview', 's-1'],
    ]) {
      const { container, unmount } = at(segments);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});

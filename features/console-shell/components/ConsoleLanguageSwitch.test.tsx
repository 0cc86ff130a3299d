import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleLanguageSwitch } from '@/features/console-shell/components/ConsoleLanguageSwitch';
import { preferLanguage } from '@/lib/routing/language-preference';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('@/lib/routing/language-preference', () => ({ preferLanguage: vi.fn() }));

describe('ConsoleLanguageSwitch', () => {
  it('offers the other language and sets it as this host’s preference', () => {
    renderWithProviders(<ConsoleLanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: catalogues.zh.Console.switchLanguage }));
    expect(preferLanguage).toHaveBeenLastCalledWith('en');

    renderWithProviders(<ConsoleLanguageSwitch />, { locale: 'en' });
    const back = screen.getByRole('button', { name: catalogues.en.Console.switchLanguage });
    expect(back).toHaveTextContent('中文');
    fireEvent.click(back);
    expect(preferLanguage).toHaveBeenLastCalledWith('zh');
  });
});

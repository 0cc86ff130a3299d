import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { renderWithProviders } from '@/tests/support/render';
import { CharacterPicker } from './CharacterPicker';

const first = CAST[0]!;
const cast: CharacterDto[] = [
  {
    characterCode: first.characterCode,
    name: first.name,
    gender: first.gender,
    ageGroup: first.ageGroup,
    styles: [...first.styles],
    ttsId: first.voice,
    languages: [...first.languages],
    look: first.look,
    sort: 1,
  } as CharacterDto,
];
const mine = [
  { code: 'portrait:p1', name: 'Anna at the desk', photoUrl: '/api/management/portrait/photo?id=p1' },
];

describe('my characters in the character picker', () => {
  it('offers the corporation’s portraits with their photos beside the cast, and previews the chosen one', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <CharacterPicker characters={cast} value={null} onChange={onChange} mine={mine} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'My characters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "The platform's characters" })).toBeInTheDocument();
    const tile = screen.getByRole('button', { name: 'Anna at the desk' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(mine[0]!.photoUrl);
    fireEvent.click(tile);
    expect(onChange).toHaveBeenCalledWith('portrait:p1');

    rerender(<CharacterPicker characters={cast} value="portrait:p1" onChange={onChange} mine={mine} />);
    expect(screen.getByRole('button', { name: 'Anna at the desk' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Anna at the desk' })).toHaveAttribute('src', mine[0]!.photoUrl);
  });

  it('shows no such section to a corporation without approved portraits', () => {
    renderWithProviders(<CharacterPicker characters={cast} value={null} onChange={() => {}} mine={[]} />);
    expect(screen.queryByRole('heading', { name: '我的形象' })).toBeNull();
    expect(screen.queryByTestId('my-characters')).toBeNull();
  });
});

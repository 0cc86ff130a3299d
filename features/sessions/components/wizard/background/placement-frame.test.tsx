import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { defaultPlacement } from '../placement';
import { PlacementFrame } from './PlacementFrame';

const video = { videoWidth: 1920, videoHeight: 1080 };

describe('PlacementFrame', () => {
  it('moves the character with the arrow keys and resizes it with + and -', () => {
    const onChange = vi.fn();
    const start = defaultPlacement(video);
    renderWithProviders(
      <PlacementFrame
        character={CAST[0]}
        background={{ type: 'builtin', backgroundId: 'b01-office' }}
        video={video}
        value={start}
        onChange={onChange}
      />,
    );
    const human = screen.getByRole('slider');
    fireEvent.keyDown(human, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, humanX: start.humanX - 19 });
    fireEvent.keyDown(human, { key: '+' });
    expect(onChange.mock.lastCall?.[0].humanWidth).toBeGreaterThan(start.humanWidth);
    onChange.mockClear();
    fireEvent.keyDown(human, { key: 'Tab' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('places the handle where the character is, in percentages of the picture', () => {
    const start = defaultPlacement(video);
    renderWithProviders(
      <PlacementFrame
        character={CAST[0]}
        background={null}
        video={video}
        value={start}
        onChange={() => {}}
      />,
    );
    const human = screen.getByRole('slider');
    expect(human.style.left).toBe(`${(start.humanX / 1920) * 100}%`);
    expect(human.style.height).toBe(`${(start.humanHeight / 1080) * 100}%`);
    expect(human).toHaveAccessibleName(/687, 108/);
  });
});

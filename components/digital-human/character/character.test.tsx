import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { Character, type CharacterProps } from './Character';
import { mouthGeometry } from './mouth-geometry';

const lin = CAST.find((c) => c.characterCode === 'c01-lin-business')!;

function draw(props: Partial<CharacterProps> = {}, character = lin) {
  const markup = renderToStaticMarkup(<Character character={character} {...props} />);
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  return {
    markup,
    svg: doc.documentElement,
    part: (name: string) => doc.querySelector(`[data-part="${name}"]`)!,
  };
}

describe('Character', () => {
  it.each(CAST.map((c) => [c.characterCode, c] as const))(
    'draws %s as a thumbnail and as the full frame',
    (_, character) => {
      const thumb = draw({ view: 'bust', size: 64 }, character);
      expect(thumb.svg.getAttribute('width')).toBe('64');
      expect(thumb.svg.getAttribute('viewBox')).toBe('60 110 420 420');
      const frame = draw({ size: 960 }, character);
      expect(frame.svg.getAttribute('viewBox')).toBe('0 0 540 960');
      expect([frame.svg.getAttribute('width'), frame.svg.getAttribute('height')]).toEqual(['540', '960']);
      for (const part of ['body', 'head', 'head-back', 'eyes', 'eyelid', 'mouth'])
        expect(frame.part(part)).not.toBeNull();
      // The budget for one character's SVG, so a page of forty stays light.
      expect(frame.markup.length).toBeLessThan(15_000);
    },
  );

  it('draws the same markup every time', () => {
    expect(draw({ mouth: 'open' }).markup).toBe(draw({ mouth: 'open' }).markup);
  });

  it('shapes the mouth for each named pose and for an openness', () => {
    const mouths = (['closed', 'open', 'round', 'wide', 0.25, 0.5, 1] as const).map(
      (mouth) => draw({ mouth }).part('mouth').outerHTML,
    );
    expect(new Set(mouths).size).toBe(mouths.length);
    expect(draw({ mouth: 'closed' }).part('mouth').outerHTML).toBe(
      draw({ mouth: 0 }).part('mouth').outerHTML,
    );
    expect(draw({ mouth: 'open' }).part('mouth').getAttribute('data-open')).not.toBe('0');
  });

  it('moves the mouth continuously between the named shapes for lip sync', () => {
    const at = (open: number, spread: number) => mouthGeometry({ open, spread }, 'medium', 0);
    expect(at(1, 0)).toEqual(mouthGeometry('open', 'medium', 0));
    expect(at(1, -1)).toEqual(mouthGeometry('round', 'medium', 0));
    expect(at(1, 1)).toEqual(mouthGeometry('wide', 'medium', 0));
    expect(at(0, -1)).toEqual(mouthGeometry('closed', 'medium', 0));
    expect(at(0, 1)).toEqual(mouthGeometry('closed', 'medium', 0));
    // Small steps of openness make small steps of the opening: no jump as the lips part.
    const openings = Array.from({ length: 21 }, (_, i) => at(i / 20, 0.3).open);
    expect(Math.max(...openings.slice(1).map((o, i) => o - openings[i]!))).toBeLessThan(1.5);
  });

  it('draws every mouth path for a live character, empty where the pose has none', () => {
    const live = draw({ live: true });
    const paths = [...live.part('mouth').querySelectorAll('[data-mouth-path]')].map((el) => [
      el.getAttribute('data-mouth-path'),
      el.getAttribute('d') ?? 'ellipse',
    ]);
    expect(Object.fromEntries(paths)).toMatchObject({ opening: '', teeth: '', highlight: 'ellipse' });
    expect(Object.fromEntries(paths).line).not.toBe('');
    expect(draw().part('mouth').querySelector('[data-mouth-path]')).toBeNull();
  });

  it('lowers the eyelids from open to closed', () => {
    const lid = (eyelids: number) => draw({ eyelids }).part('eyelid').getAttribute('d');
    expect(lid(0)).not.toBe(lid(0.5));
    expect(lid(0.5)).not.toBe(lid(1));
    expect(draw({ eyelids: 1 }).part('eyes').getAttribute('data-closed')).toBe('1');
  });

  it('tilts and turns the head and sways the body around their pivots', () => {
    const still = draw();
    expect(still.part('head').getAttribute('transform')).toBeNull();
    const posed = draw({ head: { tilt: 4, turn: 10 }, sway: -1.5 });
    expect(posed.part('head').getAttribute('transform')).toBe('rotate(4 270 420)');
    expect(posed.part('head-back').getAttribute('transform')).toBe('rotate(4 270 420)');
    expect(posed.part('body').getAttribute('transform')).toBe('rotate(-1.5 270 1040)');
    expect(posed.part('eyes').outerHTML).not.toBe(still.part('eyes').outerHTML);
  });

  it('is named for assistive technology only when given a label', () => {
    expect(draw().svg.getAttribute('aria-hidden')).toBe('true');
    const named = draw({ label: 'Lin Yue' });
    expect(named.svg.getAttribute('role')).toBe('img');
    expect(named.svg.getAttribute('aria-label')).toBe('Lin Yue');
  });
});

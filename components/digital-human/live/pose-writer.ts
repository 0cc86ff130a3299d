import { PIVOTS } from '../character/anatomy';
import { eyeGeometry } from '../character/eye-geometry';
import { MOUTH_PATHS } from '../character/Mouth';
import { mouthGeometry } from '../character/mouth-geometry';
import { ax } from '../character/path';
import type { Look } from '../types';
import type { LivePose } from './motion';

/**
 * How far each part of the face slides when the head turns, as the renderer's own `turn` slides them (a share of
 * the turn's shift): the features move across a face whose outline stays.
 */
const TURNING_PARTS = {
  eyes: 1,
  brows: 1,
  nose: 1.35,
  marks: 1,
  'facial-hair': 1,
  glasses: 1,
  'hair-front': 0.3,
  ears: -0.4,
} as const;
/** The renderer's shift per degree of turn, and the turn it allows. */
const SHIFT_PER_DEGREE = 0.45;
const MAX_TURN = 20;
/** Breathing lifts the figure by scaling it from the hips: 0.4% of its height at a full breath. */
const BREATH_SCALE = 0.004;

const f2 = (x: number) => (Math.round(x * 100) / 100).toString();
const quantize = (x: number, step: number) => Math.round(x / step) * step;

/**
 * Writes a pose into a live character's SVG (drawn with `live`): transforms on the `data-part` groups and the `d` of
 * the eyelids and the mouth, recomputed with the renderer's own geometry. It looks the elements up once, never reads
 * layout, and touches an attribute only when its value changes.
 */
export class PoseWriter {
  private readonly body: Element | null;
  private readonly heads: Element[];
  private readonly turning: [Element, number][];
  private readonly eyes: { side: 1 | -1; lid: Element | null; lash: Element | null }[];
  private readonly mouthPaths: Map<string, Element>;
  private readonly mouth: Element | null;
  private eyelids = -1;
  private mouthKey = '';

  constructor(
    svg: Element,
    private readonly look: Pick<Look, 'eyes' | 'lips'>,
  ) {
    const part = (name: string) => svg.querySelector(`[data-part="${name}"]`);
    this.body = part('body');
    this.heads = [...svg.querySelectorAll('[data-part="head"], [data-part="head-back"]')];
    this.turning = Object.entries(TURNING_PARTS).flatMap(([name, share]) =>
      [...svg.querySelectorAll(`[data-part="${name}"]`)].map((el): [Element, number] => [el, share]),
    );
    this.eyes = (
      [
        [1, 'eye-left'],
        [-1, 'eye-right'],
      ] as const
    ).map(([side, name]) => {
      const eye = part(name);
      return {
        side,
        lid: eye?.querySelector('[data-part="eyelid"]') ?? null,
        lash: eye?.querySelector('[data-part="lash"]') ?? null,
      };
    });
    this.mouth = part('mouth');
    this.mouthPaths = new Map(
      [...svg.querySelectorAll('[data-mouth-path]')].map((el) => [el.getAttribute('data-mouth-path')!, el]),
    );
  }

  write(pose: LivePose) {
    const [bx, by] = PIVOTS.body;
    const [hx, hy] = PIVOTS.head;
    const k = 1 + pose.breath * BREATH_SCALE;
    this.set(
      this.body,
      'transform',
      `rotate(${f2(pose.sway)} ${bx} ${by}) matrix(1 0 0 ${k.toFixed(4)} 0 ${f2(by * (1 - k))})`,
    );
    const tilt = `rotate(${f2(pose.head.tilt)} ${hx} ${hy})`;
    for (const head of this.heads) this.set(head, 'transform', tilt);
    const shift = Math.max(-MAX_TURN, Math.min(MAX_TURN, pose.head.turn)) * SHIFT_PER_DEGREE;
    for (const [el, share] of this.turning) this.set(el, 'transform', `translate(${f2(shift * share)} 0)`);
    this.writeEyelids(quantize(pose.eyelids, 0.02));
    this.writeMouth(
      quantize(pose.mouth.open, 0.01),
      quantize(pose.mouth.spread, 0.02),
      quantize(shift * 1.1, 0.05),
    );
  }

  private writeEyelids(closed: number) {
    if (closed === this.eyelids) return;
    this.eyelids = closed;
    for (const { side, lid, lash } of this.eyes) {
      const g = eyeGeometry(this.look.eyes, closed, side, 0);
      this.set(lid, 'd', g.lid);
      this.set(lash, 'd', g.lash);
    }
  }

  private writeMouth(open: number, spread: number, shift: number) {
    const key = `${open} ${spread} ${shift}`;
    if (key === this.mouthKey) return;
    this.mouthKey = key;
    const g = mouthGeometry({ open, spread }, this.look.lips, shift);
    const opened = g.open > 0;
    for (const name of MOUTH_PATHS) {
      const shown = name === 'line' ? !opened : name === 'upperLip' || name === 'lowerLip' || opened;
      this.set(this.mouthPaths.get(name), 'd', shown ? (g[name] ?? '') : '');
    }
    const highlight = this.mouthPaths.get('highlight');
    this.set(highlight, 'cx', String(ax(g.highlight.cx)));
    this.set(highlight, 'cy', f2(g.highlight.cy));
    this.set(highlight, 'rx', f2(g.highlight.rx));
    this.set(this.mouth, 'data-open', String(Math.round(g.open * 10) / 10));
  }

  /** Last values written, per element and attribute: a frame that changes nothing touches nothing. */
  private readonly written = new WeakMap<Element, Map<string, string>>();

  private set(el: Element | null | undefined, name: string, value: string) {
    if (!el) return;
    let values = this.written.get(el);
    if (!values) this.written.set(el, (values = new Map()));
    if (values.get(name) === value) return;
    values.set(name, value);
    el.setAttribute(name, value);
  }
}

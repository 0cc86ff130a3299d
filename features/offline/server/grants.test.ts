import { describe, expect, it } from 'vitest';
import { choosePlace, TRIAL_GRANT, type Grant } from './grants';

const paid = (id: string, licences: number, devices: number): Grant => ({ id, licences, devices });
const held = (entries: [string | null, number][]) => new Map(entries);

describe('where a new offline licence takes its place', () => {
  it('has the trial’s one licence of one device, and then none', () => {
    expect(choosePlace([TRIAL_GRANT], held([]), undefined)).toEqual({
      kind: 'ok',
      grant: TRIAL_GRANT,
      devices: 1,
    });
    expect(choosePlace([TRIAL_GRANT], held([[null, 1]]), undefined)).toEqual({ kind: 'full', limit: 1 });
    expect(choosePlace([TRIAL_GRANT], held([]), 2)).toEqual({ kind: 'tooManyDevices', max: 1 });
  });

  it('takes the smallest paid place that fits, keeping the larger for larger licences', () => {
    const grants = [TRIAL_GRANT, paid('o3', 2, 3), paid('o10', 1, 10)];
    const two = choosePlace(grants, held([]), 2);
    expect(two).toMatchObject({ kind: 'ok', grant: { id: 'o3' }, devices: 2 });
    expect(choosePlace(grants, held([]), 1)).toMatchObject({ kind: 'ok', grant: { id: null }, devices: 1 });
    expect(choosePlace(grants, held([]), 5)).toMatchObject({ kind: 'ok', grant: { id: 'o10' }, devices: 5 });
    expect(choosePlace(grants, held([['o10', 1]]), 5)).toEqual({ kind: 'tooManyDevices', max: 3 });
  });

  it('gives a licence asked without a number the most devices a free place has', () => {
    const grants = [TRIAL_GRANT, paid('o3', 1, 3)];
    expect(choosePlace(grants, held([]), undefined)).toMatchObject({ grant: { id: 'o3' }, devices: 3 });
    expect(choosePlace(grants, held([['o3', 1]]), undefined)).toMatchObject({
      grant: { id: null },
      devices: 1,
    });
    expect(
      choosePlace(
        grants,
        held([
          ['o3', 1],
          [null, 1],
        ]),
        undefined,
      ),
    ).toEqual({ kind: 'full', limit: 2 });
  });
});

import { OFFLINE_ALLOWANCE } from '../contract';

// Where a new licence's place comes from (issue 26 §2): the trial's one licence of one device, and every paid grant
// (billing's offline licence orders: so many licences of so many devices). A licence names the grant it took a
// place of; revoking it frees that place. Pure: the caller counts under the corporation's row lock.

export interface Grant {
  /** A billing order's id, or null for the trial's. */
  id: string | null;
  licences: number;
  devices: number;
}

export const TRIAL_GRANT: Grant = {
  id: null,
  licences: OFFLINE_ALLOWANCE.licences,
  devices: OFFLINE_ALLOWANCE.devicesPerLicence,
};

/** The grants with a place left, given the licences (not revoked) each holds, by grant id (null: the trial). */
export const grantsWithRoom = (grants: readonly Grant[], held: ReadonlyMap<string | null, number>) =>
  grants.filter((grant) => grant.licences > (held.get(grant.id) ?? 0));

export type Choice =
  | { kind: 'ok'; grant: Grant; devices: number }
  | { kind: 'full'; limit: number }
  | { kind: 'tooManyDevices'; max: number };

/**
 * The place a licence of `devices` devices takes: the free grant with the fewest devices that still has enough (the
 * larger ones stay for larger licences); without `devices`, the free grant with the most, and all of its devices.
 */
export function choosePlace(
  grants: readonly Grant[],
  held: ReadonlyMap<string | null, number>,
  devices: number | undefined,
): Choice {
  const free = grantsWithRoom(grants, held);
  const limit = grants.reduce((sum, grant) => sum + grant.licences, 0);
  if (free.length === 0) return { kind: 'full', limit };
  const max = Math.max(...free.map((grant) => grant.devices));
  if (devices === undefined) {
    const grant = free.find((candidate) => candidate.devices === max)!;
    return { kind: 'ok', grant, devices: max };
  }
  const fitting = free.filter((grant) => grant.devices >= devices).sort((a, b) => a.devices - b.devices);
  if (fitting.length === 0) return { kind: 'tooManyDevices', max };
  return { kind: 'ok', grant: fitting[0]!, devices };
}

import type { ActivityAudience, ActivityState, DiscountKind } from '../contract';
import type { CorporationStanding } from './ports';

// The pure rules: a promotion's state at an instant, whether it is aimed at a corporation, and the price it makes.

/** Upcoming before its start, active from its start up to (not including) its end, ended from then on. */
export function stateAt(period: { startsAt: Date; endsAt: Date }, now: Date): ActivityState {
  if (now.getTime() < period.startsAt.getTime()) return 'upcoming';
  if (now.getTime() < period.endsAt.getTime()) return 'active';
  return 'ended';
}

export function audienceIncludes(audience: string, standing: CorporationStanding): boolean {
  switch (audience as ActivityAudience) {
    case 'all':
      return true;
    case 'trial':
      return standing.plan === 'trial';
    case 'standard':
      return standing.plan === 'standard';
    case 'certified':
      return standing.certified;
    case 'uncertified':
      return !standing.certified;
    default:
      return false;
  }
}

/** The audiences a corporation belongs to (for a query): always `all`, its plan, its certification. */
export function audiencesOf(standing: CorporationStanding): ActivityAudience[] {
  const all: ActivityAudience[] = ['all', 'trial', 'standard', 'certified', 'uncertified'];
  return all.filter((audience) => audienceIncludes(audience, standing));
}

/** A list price after the promotion, in whole fen: percent rounded half up like billing's, an amount never below 0. */
export function promotedPriceFen(listFen: number, kind: DiscountKind, value: number): number {
  if (kind === 'amount') return Math.max(0, listFen - value);
  return Math.floor((listFen * (10_000 - value) + 5_000) / 10_000);
}

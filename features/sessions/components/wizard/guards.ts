import type { UserLimits } from '@/features/accounts/contract';
import type { SessionDraft } from './draft';

// Spec §4 and §6: who may open which page of the wizard. The server refuses a session over the limits anyway;
// these only spare the user the work of a session that cannot be published.

export type LimitBlock = 'trialSessions' | 'digitalHumans';

type Limits = Pick<
  UserLimits,
  'trial' | 'maxTrialSessions' | 'maxDigitalHumans' | 'sessionCount' | 'digitalHumanCount'
>;

/** Why this user may not create another session now, or null when they may. */
export function limitBlock(limits: Limits | undefined): LimitBlock | null {
  if (!limits) return null;
  if (limits.trial && limits.sessionCount >= limits.maxTrialSessions) return 'trialSessions';
  if (limits.digitalHumanCount >= limits.maxDigitalHumans) return 'digitalHumans';
  return null;
}

/** Where a step sends a visitor: nowhere with a draft, else the console home. */
export const stepRedirect = (draft: SessionDraft | null): string | null => (draft ? null : '/dashboard');

/** The success page shows the session a publish handed over, else sends the visitor to the console home. */
export const successRedirect = (created: string | null): string | null => (created ? null : '/dashboard');

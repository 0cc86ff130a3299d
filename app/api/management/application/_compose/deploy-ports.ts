import 'server-only';
import type { DeployPorts } from '@/features/deploy/server/ports';
import { concurrencyLimit } from '@/features/runtime/server/chats/leases';
import { chatsInUse, concurrencyLevels } from '@/features/runtime/server/chats/usage';
import { sessionNames } from '@/features/sessions/server/sessions/read';

// The deployment area composed with the runtime (the plan's concurrency, the chats that hold slots) and the
// sessions (the session an application serves).

export const deployPorts: DeployPorts = {
  planConcurrency: (plan) => concurrencyLimit(plan),
  sessionNames,
  inUse: chatsInUse,
  levels: concurrencyLevels,
};

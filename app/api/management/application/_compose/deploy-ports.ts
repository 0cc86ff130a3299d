import 'server-only';
import type { DeployPorts } from '@/features/deploy/server/ports';
import { planGrantOf } from '@/app/_compose/plans-ports';
import { chatsInUse, concurrencyLevels } from '@/features/runtime/server/chats/usage';
import { sessionNames } from '@/features/sessions/server/sessions/read';

// The deployment area composed with the runtime (the chats that hold slots) and the
// sessions (the session an application serves).

export const deployPorts: DeployPorts = {
  planConcurrency: planGrantOf,
  sessionNames,
  inUse: chatsInUse,
  levels: concurrencyLevels,
};

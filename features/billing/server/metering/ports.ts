import 'server-only';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

// What metering needs from the other areas, composed in app/_compose/metering-ports.ts: the runtime's ended
// conversations, the plans area's plan, the sessions' names and voices, the deployment area's application names.

export interface MeteredChat {
  chatId: string;
  corpId: string;
  sessionId: string;
  appId: string | null;
  entry: 'preview' | 'userPreview' | 'share' | 'app';
  startedAt: Date;
  /** A lost conversation's last heartbeat. */
  endedAt: Date;
}

export interface ChatFacts {
  /** The corporation is on its trial (not charged). */
  trial: boolean;
  sessionName: string;
  /** The session speaks with a provider's voice, not the embedded one nor the visitor's device. */
  premiumVoice: boolean;
  appName: string | null;
}

export interface MeteringPorts {
  /** Ended conversations that `unmetered` keeps (a condition on the chat id column), oldest first. */
  endedChats(
    db: Db,
    options: { limit: number; unmetered: (chatId: AnyColumn) => SQL },
  ): Promise<MeteredChat[]>;
  /** What the price depends on, and the names the records show. */
  factsOf(db: Db, chat: MeteredChat): Promise<ChatFacts>;
}

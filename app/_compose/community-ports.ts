import 'server-only';
import type { CommunityNotifier } from '@/features/community/server/ports';
import { notifyUser } from '@/features/notifications/server/notify';

// The forum tells authors about replies, decisions and accepted answers through the console's notifications.
export const notifyCommunity: CommunityNotifier = (db, notification) => notifyUser(db, notification);

import { defineAreaMessages } from '@/lib/areas/area';
import notificationsZh from './messages/zh.json';
import notificationsEn from './messages/en.json';

// The notifications area's catalogue: the bell, its page, and one line per kind of notification (mails too).
export const notificationsMessages = defineAreaMessages({
  zh: [notificationsZh],
  en: [notificationsEn],
});

import { defineAreaMessages } from '@/lib/areas/area';
import accountsZh from './messages/zh.json';
import accountsEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The accounts area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const accountsMessages = defineAreaMessages({
  zh: [accountsZh, serverZh],
  en: [accountsEn, serverEn],
});

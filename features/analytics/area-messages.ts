import { defineAreaMessages } from '@/lib/areas/area';
import analyticsZh from './messages/zh.json';
import analyticsEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The analytics area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const analyticsMessages = defineAreaMessages({
  zh: [analyticsZh, serverZh],
  en: [analyticsEn, serverEn],
});

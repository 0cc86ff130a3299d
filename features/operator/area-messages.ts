import { defineAreaMessages } from '@/lib/areas/area';
import operatorZh from './messages/zh.json';
import operatorEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The operator area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const operatorMessages = defineAreaMessages({
  zh: [operatorZh, serverZh],
  en: [operatorEn, serverEn],
});

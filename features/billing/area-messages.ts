import { defineAreaMessages } from '@/lib/areas/area';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The billing area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const billingMessages = defineAreaMessages({
  zh: [serverZh],
  en: [serverEn],
});

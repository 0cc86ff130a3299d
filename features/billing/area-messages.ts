import { defineAreaMessages } from '@/lib/areas/area';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';
import centerZh from './messages/center.zh.json';
import centerEn from './messages/center.en.json';
import officeZh from './messages/office.zh.json';
import officeEn from './messages/office.en.json';

// The billing area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const billingMessages = defineAreaMessages({
  zh: [centerZh, serverZh, officeZh],
  en: [centerEn, serverEn, officeEn],
});

import { defineAreaMessages } from '@/lib/areas/area';
import runtimeZh from './messages/zh.json';
import runtimeEn from './messages/en.json';
import consoleZh from './messages/console.zh.json';
import consoleEn from './messages/console.en.json';
import unansweredZh from './messages/unanswered.zh.json';
import unansweredEn from './messages/unanswered.en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The runtime area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const runtimeMessages = defineAreaMessages({
  zh: [runtimeZh, consoleZh, unansweredZh, serverZh],
  en: [runtimeEn, consoleEn, unansweredEn, serverEn],
});

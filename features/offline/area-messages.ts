import { defineAreaMessages } from '@/lib/areas/area';
import offlineZh from './messages/zh.json';
import offlineEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The offline area's catalogues: its console page, its validation and server messages.
export const offlineMessages = defineAreaMessages({
  zh: [offlineZh, serverZh],
  en: [offlineEn, serverEn],
});

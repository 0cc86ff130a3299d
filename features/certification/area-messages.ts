import { defineAreaMessages } from '@/lib/areas/area';
import certificationZh from './messages/zh.json';
import certificationEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The certification area's catalogues (its form, its mails, its validation and server messages).
export const certificationMessages = defineAreaMessages({
  zh: [certificationZh, serverZh],
  en: [certificationEn, serverEn],
});

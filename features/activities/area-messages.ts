import { defineAreaMessages } from '@/lib/areas/area';
import activitiesZh from './messages/zh.json';
import activitiesEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The activities area's catalogues (back office, banner, price page, validation and server messages).
export const activitiesMessages = defineAreaMessages({
  zh: [activitiesZh, serverZh],
  en: [activitiesEn, serverEn],
});

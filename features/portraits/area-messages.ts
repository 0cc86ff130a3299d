import { defineAreaMessages } from '@/lib/areas/area';
import portraitsZh from './messages/zh.json';
import portraitsEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The portraits area's catalogues (its page, its validation and server messages).
export const portraitsMessages = defineAreaMessages({
  zh: [portraitsZh, serverZh],
  en: [portraitsEn, serverEn],
});

import { defineAreaMessages } from '@/lib/areas/area';
import communityZh from './messages/zh.json';
import communityEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The community area's catalogues (its pages, the back office's queue and its server messages).
export const communityMessages = defineAreaMessages({
  zh: [communityZh, serverZh],
  en: [communityEn, serverEn],
});

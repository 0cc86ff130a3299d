import { defineAreaMessages } from '@/lib/areas/area';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The portrait review's server messages.
export const portraitsReviewMessages = defineAreaMessages({ zh: [serverZh], en: [serverEn] });

import { defineAreaMessages } from '@/lib/areas/area';
import marketingZh from './messages/zh.json';
import marketingEn from './messages/en.json';

// The marketing area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const marketingMessages = defineAreaMessages({ zh: [marketingZh], en: [marketingEn] });

import { defineAreaMessages } from '@/lib/areas/area';
import resourcesZh from './messages/resources.zh.json';
import resourcesEn from './messages/resources.en.json';
import experienceZh from './messages/experience.zh.json';
import experienceEn from './messages/experience.en.json';
import tenantZh from './messages/tenant.zh.json';
import tenantEn from './messages/tenant.en.json';
import sdkZh from './messages/sdk.zh.json';
import sdkEn from './messages/sdk.en.json';
import webhooksZh from './messages/webhooks.zh.json';
import webhooksEn from './messages/webhooks.en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

// The deploy area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const deployMessages = defineAreaMessages({
  zh: [resourcesZh, experienceZh, tenantZh, sdkZh, webhooksZh, serverZh],
  en: [resourcesEn, experienceEn, tenantEn, sdkEn, webhooksEn, serverEn],
});

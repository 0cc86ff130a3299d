import { defineAreaMessages } from '@/lib/areas/area';
import castZh from './messages/zh.json';
import castEn from './messages/en.json';
import listZh from './messages/list.zh.json';
import listEn from './messages/list.en.json';
import formZh from './messages/form.zh.json';
import formEn from './messages/form.en.json';
import editorZh from './messages/editor.zh.json';
import editorEn from './messages/editor.en.json';
import wizardZh from './messages/wizard.zh.json';
import wizardEn from './messages/wizard.en.json';
import uploadZh from './messages/upload.zh.json';
import uploadEn from './messages/upload.en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';
import sceneTemplatesZh from './messages/scene-templates.zh.json';
import sceneTemplatesEn from './messages/scene-templates.en.json';

// The sessions area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const sessionsMessages = defineAreaMessages({
  zh: [castZh, listZh, formZh, editorZh, wizardZh, uploadZh, serverZh, sceneTemplatesZh],
  en: [castEn, listEn, formEn, editorEn, wizardEn, uploadEn, serverEn, sceneTemplatesEn],
});

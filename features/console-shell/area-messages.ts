import { defineAreaMessages } from '@/lib/areas/area';
import consoleShellZh from './messages/zh.json';
import consoleShellEn from './messages/en.json';

// The console-shell area's message catalogues, apart from its declaration (area.ts) so that what reads only its pages
// and menu (the proxy's route table) never loads them. Gathered by the root area-messages.ts.
export const consoleShellMessages = defineAreaMessages({ zh: [consoleShellZh], en: [consoleShellEn] });

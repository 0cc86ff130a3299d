import accountsEn from '@/features/accounts/messages/en.json';
import analyticsEn from '@/features/analytics/messages/en.json';
import analyticsZh from '@/features/analytics/messages/zh.json';
import accountsZh from '@/features/accounts/messages/zh.json';
import consoleShellEn from '@/features/console-shell/messages/en.json';
import consoleShellZh from '@/features/console-shell/messages/zh.json';
import webhooksEn from '@/features/deploy/messages/webhooks.en.json';
import webhooksZh from '@/features/deploy/messages/webhooks.zh.json';
import experienceEn from '@/features/deploy/messages/experience.en.json';
import experienceZh from '@/features/deploy/messages/experience.zh.json';
import knowledgeEn from '@/features/knowledge/messages/en.json';
import knowledgeZh from '@/features/knowledge/messages/zh.json';
import runtimeConsoleEn from '@/features/runtime/messages/console.en.json';
import runtimeConsoleZh from '@/features/runtime/messages/console.zh.json';
import unansweredEn from '@/features/runtime/messages/unanswered.en.json';
import unansweredZh from '@/features/runtime/messages/unanswered.zh.json';
import marketingEn from '@/features/marketing/messages/en.json';
import marketingZh from '@/features/marketing/messages/zh.json';
import sessionsEn from '@/features/sessions/messages/en.json';
import sessionsZh from '@/features/sessions/messages/zh.json';
import sessionsListEn from '@/features/sessions/messages/list.en.json';
import sessionsListZh from '@/features/sessions/messages/list.zh.json';
import sessionsEditorEn from '@/features/sessions/messages/editor.en.json';
import sessionsEditorZh from '@/features/sessions/messages/editor.zh.json';
import sessionsFormEn from '@/features/sessions/messages/form.en.json';
import sessionsFormZh from '@/features/sessions/messages/form.zh.json';
import sessionsWizardEn from '@/features/sessions/messages/wizard.en.json';
import sessionsWizardZh from '@/features/sessions/messages/wizard.zh.json';
import sessionsUploadEn from '@/features/sessions/messages/upload.en.json';
import sessionsUploadZh from '@/features/sessions/messages/upload.zh.json';
import sdkGuideEn from '@/features/deploy/messages/sdk.en.json';
import sdkGuideZh from '@/features/deploy/messages/sdk.zh.json';
import deployResourcesEn from '@/features/deploy/messages/resources.en.json';
import deployResourcesZh from '@/features/deploy/messages/resources.zh.json';
import runtimeEn from '@/features/runtime/messages/en.json';
import runtimeZh from '@/features/runtime/messages/zh.json';
import deployTenantEn from '@/features/deploy/messages/tenant.en.json';
import deployTenantZh from '@/features/deploy/messages/tenant.zh.json';
import operatorEn from '@/features/operator/messages/en.json';
import operatorZh from '@/features/operator/messages/zh.json';
import sharedEn from './en.json';
import sharedZh from './zh.json';

// The whole catalogue of each language: the shared namespaces here and each feature's own. A feature with
// messages adds its two files to both lists; messages.test.ts checks that no namespace is defined twice.

export const catalogueParts = {
  zh: [
    sharedZh,
    accountsZh,
    consoleShellZh,
    marketingZh,
    sessionsZh,
    sessionsListZh,
    sessionsFormZh,
    sessionsEditorZh,
    sessionsWizardZh,
    sessionsUploadZh,
    knowledgeZh,
    runtimeConsoleZh,
    unansweredZh,
    runtimeZh,
    webhooksZh,
    deployTenantZh,
    deployResourcesZh,
    experienceZh,
    sdkGuideZh,
    operatorZh,
    analyticsZh,
  ],
  en: [
    sharedEn,
    accountsEn,
    consoleShellEn,
    marketingEn,
    sessionsEn,
    sessionsListEn,
    sessionsFormEn,
    sessionsEditorEn,
    sessionsWizardEn,
    sessionsUploadEn,
    knowledgeEn,
    runtimeConsoleEn,
    unansweredEn,
    runtimeEn,
    webhooksEn,
    deployTenantEn,
    deployResourcesEn,
    experienceEn,
    sdkGuideEn,
    operatorEn,
    analyticsEn,
  ],
} as const;

export const catalogues = {
  zh: {
    ...sharedZh,
    ...accountsZh,
    ...consoleShellZh,
    ...marketingZh,
    ...sessionsZh,
    ...sessionsListZh,
    ...sessionsFormZh,
    ...sessionsEditorZh,
    ...sessionsWizardZh,
    ...sessionsUploadZh,
    ...knowledgeZh,
    ...runtimeConsoleZh,
    ...unansweredZh,
    ...runtimeZh,
    ...webhooksZh,
    ...deployTenantZh,
    ...deployResourcesZh,
    ...experienceZh,
    ...sdkGuideZh,
    ...operatorZh,
    ...analyticsZh,
  },
  en: {
    ...sharedEn,
    ...accountsEn,
    ...consoleShellEn,
    ...marketingEn,
    ...sessionsEn,
    ...sessionsListEn,
    ...sessionsFormEn,
    ...sessionsEditorEn,
    ...sessionsWizardEn,
    ...sessionsUploadEn,
    ...knowledgeEn,
    ...runtimeConsoleEn,
    ...unansweredEn,
    ...runtimeEn,
    ...webhooksEn,
    ...deployTenantEn,
    ...deployResourcesEn,
    ...experienceEn,
    ...sdkGuideEn,
    ...operatorEn,
    ...analyticsEn,
  },
};

export type Catalogue = typeof catalogues.zh;

/** The reference's group of every deploy endpoint (applications, hosted experience, tenant JWT, webhooks, open API). */
export const DEPLOY_TAG = 'Deployment';

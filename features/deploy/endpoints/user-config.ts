import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  checkUserConfigRequest,
  userConfigCheckDto,
  userConfigDto,
  userConfigPaths,
} from '@/features/deploy/contract/user-config';
import { DEPLOY_TAG as tag } from './tag';

// The account-wide configuration in one answer, and what each deployment path still lacks (spec §7 userConfig).

export const userConfigQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: userConfigPaths.query,
  summary:
    'The account-wide configuration: callback address, signing-secret and tenant-secret state (hints, never secrets), hosted experience, applications',
  tag,
  audience: 'customer',
  output: userConfigDto,
});

export const checkUserConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: userConfigPaths.check,
  summary:
    'Per deployment path (shareLink, sdk, buildYourOwn, webhooks): whether it is ready and what is missing',
  description:
    'Missing items are codes: publishedSession, application, allowedOrigin, tenantSecret, callbackUrl, signingSecret. `path` narrows the check to one path.',
  tag,
  audience: 'customer',
  input: checkUserConfigRequest,
  output: userConfigCheckDto,
});

import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  checkTokenRequest,
  generatedSecretDto,
  generateSecretRequest,
  tenantJwtDto,
  tenantPaths,
  tokenCheckDto,
} from '@/features/deploy/contract/tenant';
import { DEPLOY_TAG as tag } from './tag';

// Build your own (spec §2, §7 generate secret, userConfig): the tenant JWT secret the customer's server signs
// visitor tokens with, managed from the console.

export const tenantJwtEndpoint = defineEndpoint({
  method: 'GET',
  path: tenantPaths.jwt,
  summary: 'The tenant JWT settings: whether a secret is set, its hint and when; never the secret',
  tag,
  audience: 'customer',
  output: tenantJwtDto,
});

export const generateSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: tenantPaths.generate,
  summary: 'Generate the tenant JWT secret, or replace it; answered in full this once',
  description:
    'The first secret needs no flag; replacing one needs `rotate: true` (else 40900), so a stray call never cuts off your servers. The old secret stops verifying at once.',
  tag,
  audience: 'customer',
  input: generateSecretRequest,
  output: generatedSecretDto,
  errors: [ApiCode.conflict],
});

export const checkTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: tenantPaths.checkToken,
  summary: 'Would this visitor token open a page? Checked without using it up',
  tag,
  audience: 'customer',
  input: checkTokenRequest,
  output: tokenCheckDto,
});

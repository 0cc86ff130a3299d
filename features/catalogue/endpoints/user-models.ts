import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  digitalHumanDto,
  digitalListRequest,
  userModelDetailRequest,
  userModelDto,
  userModelPaths,
  userModelQueryRequest,
} from '../contract/user-models';

// A corporation's own character models and every character it may use (spec §7 userModel, digital/getList).

const tag = 'Catalogue';

export const userModelQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: userModelPaths.query,
  summary: "The corporation's own character models, newest first, a page at a time (by name and status)",
  description: 'Empty until customers can make their own portraits.',
  tag,
  audience: 'customer',
  input: userModelQueryRequest,
  output: pageOf(userModelDto),
});

export const userModelDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: userModelPaths.detail,
  summary: "One of the corporation's own character models",
  description: "Another corporation's model answers 40400, like a missing one.",
  tag,
  audience: 'customer',
  input: userModelDetailRequest,
  output: userModelDto,
  errors: [ApiCode.notFound],
});

export const digitalListEndpoint = defineEndpoint({
  method: 'GET',
  path: userModelPaths.digitalList,
  summary:
    'Every character the corporation may use: the platform cast, then its own ready models; filtered by name, gender, language, style and source, a page at a time',
  tag,
  audience: 'customer',
  input: digitalListRequest,
  output: pageOf(digitalHumanDto),
});

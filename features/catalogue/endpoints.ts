import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { imageUploadRequest, uploadedImageDto, uploadedImageIdRequest } from '@/lib/contract/images';
import { pageOf } from '@/lib/contract/paging';
import {
  backgroundItemDto,
  backgroundListRequest,
  cataloguePaths,
  characterDto,
  characterListRequest,
  proportionDto,
  uploadedBackgroundPageRequest,
} from './contract/catalogue';

// The catalogue's endpoints (spec §7 character, background, proportion): the route files, the API client and
// `npm run openapi` read these.

const tag = 'Catalogue';

export const characterListEndpoint = defineEndpoint({
  method: 'GET',
  path: cataloguePaths.characterList,
  summary: 'The characters on offer, filtered and paged, in catalogue order',
  tag,
  audience: 'customer',
  input: characterListRequest,
  output: pageOf(characterDto),
});

export const backgroundListEndpoint = defineEndpoint({
  method: 'GET',
  path: cataloguePaths.backgroundList,
  summary:
    "The built-in scenes (those suiting the character first), then the corporation's uploaded backgrounds",
  tag,
  audience: 'customer',
  input: backgroundListRequest,
  output: z.array(backgroundItemDto),
  errors: [ApiCode.notFound],
});

export const sceneRobotListEndpoint = defineEndpoint({
  method: 'GET',
  path: cataloguePaths.backgroundSceneRobotList,
  summary: 'The built-in scenes, in catalogue order',
  tag,
  audience: 'customer',
  output: z.array(backgroundItemDto),
});

export const backgroundPageEndpoint = defineEndpoint({
  method: 'GET',
  path: cataloguePaths.backgroundPage,
  summary: "A page of the corporation's uploaded backgrounds, newest first",
  tag,
  audience: 'customer',
  input: uploadedBackgroundPageRequest,
  output: pageOf(uploadedImageDto),
});

export const backgroundUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: cataloguePaths.backgroundUpload,
  summary: 'Upload a background image (multipart `file`: jpg, png, gif or bmp, at most 2 MB)',
  tag,
  audience: 'customer',
  input: imageUploadRequest,
  multipart: true,
  output: uploadedImageDto,
  errors: [ApiCode.rateLimited],
});

export const backgroundDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: cataloguePaths.backgroundDelete,
  summary: "Delete one of the corporation's uploaded backgrounds",
  tag,
  audience: 'customer',
  input: uploadedImageIdRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

export const proportionListEndpoint = defineEndpoint({
  method: 'GET',
  path: cataloguePaths.proportionList,
  summary: 'The picture ratios with their video sizes, 16:9 the default',
  tag,
  audience: 'customer',
  output: z.array(proportionDto),
});

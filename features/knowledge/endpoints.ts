import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { delFileRequest, knowledgePaths } from './contract';

// The knowledge base's endpoints (spec §7 kbUserFile, knowledge): the route files, the API client and
// `npm run openapi` read these.

const tag = 'Knowledge base';

export const delFileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: knowledgePaths.delFile,
  summary: 'Delete a document, its passages and its place in every session',
  tag,
  audience: 'customer',
  input: delFileRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { contactPath, contactRequest } from './contract';

// The website's endpoints: the route files, the API client and `npm run openapi` read these.

const tag = 'Website';

export const contactEndpoint = defineEndpoint({
  method: 'POST',
  path: contactPath,
  summary: "Send the partner contact form (stored and mailed to the platform's sales contact)",
  tag,
  audience: 'public',
  input: contactRequest,
  output: z.object({ received: z.boolean() }),
  errors: [ApiCode.rateLimited],
});

import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  EMBED_ORIGINS_MAX,
  experiencePaths,
  experienceQueryRequest,
  experienceSaveRequest,
  hostedExperienceDto,
} from '@/features/deploy/contract/experience';
import { DEPLOY_TAG as tag } from './tag';

// The hosted experience (spec §5): what the corporation's hosted pages say, and which sites may embed them.

export const experienceQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: experiencePaths.query,
  summary: "The corporation's hosted experience; until it is saved, its first session's texts",
  tag,
  audience: 'customer',
  input: experienceQueryRequest,
  output: hostedExperienceDto,
});

export const experienceSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: experiencePaths.save,
  summary: "Save the corporation's hosted experience and the sites that may embed its digital humans",
  description: `Saves all of it: a missing \`allowedOrigins\` means no embed domain (at most ${EMBED_ORIGINS_MAX}). Each embed domain is a full https URL kept as its origin, duplicates dropped; plain-http localhost sites are accepted outside production only.`,
  tag,
  audience: 'customer',
  // The widest rule: the route holds the answer to the server's own policy (no plain-http localhost in production),
  // which only the server knows (origin-policy.ts).
  input: experienceSaveRequest({ httpLocalhost: true }),
  output: hostedExperienceDto,
});

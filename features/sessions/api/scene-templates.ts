import { useQuery } from '@tanstack/react-query';
import { listSceneEndpoint } from '@/features/sessions/endpoints/choices';
import type { SessionLanguage } from '@/features/sessions/contract';
import { webCall } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';

// GET /management/scene/listScene – the industry scene templates in a session's language. They change only with a
// release: fetched once per language and visit.
export const useSceneTemplates = (language: SessionLanguage) =>
  useQuery({
    queryKey: [...sessionKeys.catalogue, 'scene-templates', language],
    queryFn: () => webCall(listSceneEndpoint, { language }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

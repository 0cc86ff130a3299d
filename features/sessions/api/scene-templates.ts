import { useQuery } from '@tanstack/react-query';
import { listSceneEndpoint, sceneRobotListEndpoint } from '@/features/sessions/endpoints/choices';
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

// GET /management/conversation/querySceneRobotList – one recommended character and scene pair per industry.
export const useSceneRobotPairs = () =>
  useQuery({
    queryKey: [...sessionKeys.catalogue, 'scene-robots'],
    queryFn: () => webCall(sceneRobotListEndpoint, {}),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

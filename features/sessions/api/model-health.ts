import { useQuery } from '@tanstack/react-query';
import { modelHealthEndpoint } from '@/features/runtime/endpoints';
import { webCall } from '@/lib/api-client/web-client';

// GET /management/chat/modelHealth (the runtime's) – shown beside the model choice of the editor.
export const useModelHealthOfChoice = () =>
  useQuery({
    queryKey: ['sessions', 'model-health'] as const,
    queryFn: () => webCall(modelHealthEndpoint),
  });

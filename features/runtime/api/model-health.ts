import { useQuery } from '@tanstack/react-query';
import { modelHealthEndpoint } from '@/features/runtime/endpoints';
import { webCall } from '@/lib/api-client/web-client';

export const modelHealthKey = ['runtime', 'model-health'] as const;

// GET /management/chat/modelHealth – the corporation's model failures of the last day and week, per option.
export const useModelHealth = () =>
  useQuery({
    queryKey: modelHealthKey,
    queryFn: () => webCall(modelHealthEndpoint),
    // An owner watching the debug console sees a failure of another visitor's turn within the half minute.
    refetchInterval: 30_000,
  });

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperienceValues } from '@/features/deploy/contract/experience';
import { webCall } from '@/lib/api-client/web-client';
import { experienceQueryEndpoint, experienceSaveEndpoint } from '../endpoints/experience';

export const experienceKey = ['deploy', 'experience'] as const;

// GET /management/hostedExperience/query – the corporation's hosted experience (or its first session's texts).
export const experienceQuery = () =>
  queryOptions({
    queryKey: experienceKey,
    queryFn: () => webCall(experienceQueryEndpoint, {}),
  });
export const useExperience = () => useQuery(experienceQuery());

// POST /management/hostedExperience/save – the answer is what was kept (origins reduced, duplicates dropped).
export function useSaveExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ExperienceValues) => webCall(experienceSaveEndpoint, values),
    onSuccess: (saved) => client.setQueryData(experienceKey, saved),
  });
}

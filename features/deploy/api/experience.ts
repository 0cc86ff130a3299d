import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  experiencePaths,
  type ExperienceValues,
  type HostedExperienceDto,
} from '@/features/deploy/contract/experience';
import { webGet, webPost } from '@/lib/api-client/web-client';

export const experienceKey = ['deploy', 'experience'] as const;

// GET /management/hostedExperience/query – the corporation's hosted experience (or its first session's texts).
export const experienceQuery = () =>
  queryOptions({
    queryKey: experienceKey,
    queryFn: () => webGet<HostedExperienceDto>(experiencePaths.query),
  });
export const useExperience = () => useQuery(experienceQuery());

// POST /management/hostedExperience/save – the answer is what was kept (origins reduced, duplicates dropped).
export function useSaveExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ExperienceValues) => webPost<HostedExperienceDto>(experiencePaths.save, values),
    onSuccess: (saved) => client.setQueryData(experienceKey, saved),
  });
}

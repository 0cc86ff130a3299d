import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionAvailabilityEndpoint } from '@/features/sessions/endpoints';
import { webCall } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';

// GET /management/globalSet/queryOptionAvailability – which operator options a session may choose, and why not.
// It changes only when the operator reconfigures the server: fetched once per visit.
export const optionAvailabilityQuery = () =>
  queryOptions({
    queryKey: sessionKeys.availability,
    queryFn: () => webCall(optionAvailabilityEndpoint),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useOptionAvailability = () => useQuery(optionAvailabilityQuery());

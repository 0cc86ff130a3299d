import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsChoicesEndpoint } from '@/features/analytics/endpoints';
import { webCall } from '@/lib/api-client/web-client';
import { analyticsKeys } from './keys';

// GET /management/analytics/choices – the sessions and applications the page can be narrowed to.
export const choicesQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.choices,
    queryFn: () => webCall(analyticsChoicesEndpoint),
  });

const options = (list: { id: string; name: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.name }));

export const useFilterChoices = () =>
  useQuery({
    ...choicesQuery(),
    select: (choices) => ({
      sessions: options(choices.sessions),
      applications: options(choices.applications),
    }),
  });

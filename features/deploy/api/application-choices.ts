import { useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { pageApplicationEndpoint } from '../endpoints/applications';

/** The most applications the hosted experience page offers to show embed codes for. */
const CHOICES = 100;

// POST /management/application/pageApplication – the applications whose hosted page and embed code can be shown.
export const useApplicationChoices = () =>
  useQuery({
    queryKey: ['deploy', 'applications', 'choices'],
    queryFn: () => webCall(pageApplicationEndpoint, { pageIndex: 1, pageSize: CHOICES }),
    select: (page) => page.list,
  });

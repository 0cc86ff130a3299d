import { useQuery } from '@tanstack/react-query';
import { applicationPaths, type ApplicationDto, type Page } from '@/features/deploy/contract/applications';
import { webGet } from '@/lib/api-client/web-client';

/** The most applications the hosted experience page offers to show embed codes for. */
const CHOICES = 100;

// GET /management/application/pageApplication – the applications whose hosted page and embed code can be shown.
export const useApplicationChoices = () =>
  useQuery({
    queryKey: ['deploy', 'applications', 'choices'],
    queryFn: () => webGet<Page<ApplicationDto>>(applicationPaths.page, { pageIndex: 1, pageSize: CHOICES }),
    select: (page) => page.list,
  });

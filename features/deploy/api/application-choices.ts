import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import { applicationPaths, type ApplicationDto } from '@/features/deploy/contract/applications';
import { webPost } from '@/lib/api-client/web-client';

/** The most applications the hosted experience page offers to show embed codes for. */
const CHOICES = 100;

// POST /management/application/pageApplication – the applications whose hosted page and embed code can be shown.
export const useApplicationChoices = () =>
  useQuery({
    queryKey: ['deploy', 'applications', 'choices'],
    queryFn: () => webPost<Page<ApplicationDto>>(applicationPaths.page, { pageIndex: 1, pageSize: CHOICES }),
    select: (page) => page.list,
  });

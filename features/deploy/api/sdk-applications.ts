import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationPaths, type ApplicationDto, type Page } from '@/features/deploy/contract/applications';
import { webPost } from '@/lib/api-client/web-client';

/** The SDK guide lists the corporation's applications (a corporation has a handful, not pages of them). */
const GUIDE_PAGE = { pageIndex: 1, pageSize: 100 } as const;

// POST /management/application/pageApplication – the applications the SDK guide's snippets and live sample use.
// Under ['deploy', 'applications'], so a change to the applications makes this list stale too.
export const sdkApplicationsQuery = () =>
  queryOptions({
    queryKey: ['deploy', 'applications', 'sdk-guide'] as const,
    queryFn: () => webPost<Page<ApplicationDto>>(applicationPaths.page, GUIDE_PAGE),
  });
export const useSdkApplications = () => useQuery(sdkApplicationsQuery());

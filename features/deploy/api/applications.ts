import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import {
  applicationPaths,
  type ApplicationDto,
  type ApplicationWithKey,
  type CreateApplicationRequest,
  type PageApplicationRequest,
  type UpdateApplicationRequest,
} from '@/features/deploy/contract/applications';
import { webDelete, webPost } from '@/lib/api-client/web-client';
import { resourceKeys } from './resource-keys';

// POST /management/application/pageApplication – the corporation's applications (keys masked), with slots in use.
export const applicationsQuery = (query: PageApplicationRequest) =>
  queryOptions({
    queryKey: resourceKeys.appPage(query),
    queryFn: () => webPost<Page<ApplicationDto>>(applicationPaths.page, query),
    placeholderData: keepPreviousData,
  });
export const useApplications = (query: PageApplicationRequest, options: { refetchInterval?: number } = {}) =>
  useQuery({ ...applicationsQuery(query), ...options });

/** An application change moves the free and assigned slots too: the whole page is stale. */
function useResourceMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

// POST /management/application/createApplication – answers the APPKey this once.
export const useCreateApplication = () =>
  useResourceMutation((input: CreateApplicationRequest) =>
    webPost<ApplicationWithKey>(applicationPaths.create, input),
  );

// POST /management/application/updateApplication
export const useUpdateApplication = () =>
  useResourceMutation((input: UpdateApplicationRequest) =>
    webPost<ApplicationDto>(applicationPaths.update, input),
  );

// DELETE /management/application/delApplication – refused while a conversation runs under it.
export const useDeleteApplication = () =>
  useResourceMutation((appId: string) => webDelete<null>(applicationPaths.remove, { appId }));

// POST /management/application/rotateKey – a new APPKey, answered this once; the old one stops working.
export const useRotateKey = () =>
  useResourceMutation((appId: string) => webPost<ApplicationWithKey>(applicationPaths.rotateKey, { appId }));

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateApplicationRequest,
  PageApplicationRequest,
  UpdateApplicationRequest,
} from '@/features/deploy/contract/applications';
import { webCall } from '@/lib/api-client/web-client';
import {
  createApplicationEndpoint,
  delApplicationEndpoint,
  pageApplicationEndpoint,
  rotateKeyEndpoint,
  updateApplicationEndpoint,
} from '../endpoints/applications';
import { resourceKeys } from './resource-keys';

// POST /management/application/pageApplication – the corporation's applications (keys masked), with slots in use.
export const applicationsQuery = (query: PageApplicationRequest) =>
  queryOptions({
    queryKey: resourceKeys.appPage(query),
    queryFn: () => webCall(pageApplicationEndpoint, query),
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
  useResourceMutation((input: CreateApplicationRequest) => webCall(createApplicationEndpoint, input));

// POST /management/application/updateApplication
export const useUpdateApplication = () =>
  useResourceMutation((input: UpdateApplicationRequest) => webCall(updateApplicationEndpoint, input));

// DELETE /management/application/delApplication – refused while a conversation runs under it.
export const useDeleteApplication = () =>
  useResourceMutation((appId: string) => webCall(delApplicationEndpoint, { appId }));

// POST /management/application/rotateKey – a new APPKey, answered this once; the old one stops working.
export const useRotateKey = () =>
  useResourceMutation((appId: string) => webCall(rotateKeyEndpoint, { appId }));

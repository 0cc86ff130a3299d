import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import type { z } from 'zod';
import type { activateByHandRequest, createLicenceRequest } from '../contract';
import {
  activateByHandEndpoint,
  buildPackageEndpoint,
  createLicenceEndpoint,
  offlinePackagesEndpoint,
  offlineOverviewEndpoint,
  revokeDeviceEndpoint,
  revokeLicenceEndpoint,
} from '../endpoints';

// The console's offline calls: the overview, and the changes that make it stale.

export const offlineKeys = {
  all: ['offline'] as const,
  overview: ['offline', 'overview'] as const,
  packages: ['offline', 'packages'] as const,
};

// GET /management/offline/licences – licences, devices and codes, the published sessions, the allowance.
export const useOfflineOverview = () =>
  useQuery({ queryKey: offlineKeys.overview, queryFn: () => webCall(offlineOverviewEndpoint) });

function useOfflineMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

// POST /management/offline/licences/create
export const useCreateLicence = () =>
  useOfflineMutation((input: z.output<typeof createLicenceRequest>) => webCall(createLicenceEndpoint, input));

// POST /management/offline/licences/revoke
export const useRevokeLicence = () =>
  useOfflineMutation((id: string) => webCall(revokeLicenceEndpoint, { id }));

// POST /management/offline/devices/revoke
export const useRevokeDevice = () =>
  useOfflineMutation((id: string) => webCall(revokeDeviceEndpoint, { id }));

// POST /management/offline/devices/activate – answers the licence token to carry to the device.
export const useActivateByHand = () =>
  useOfflineMutation((input: z.input<typeof activateByHandRequest>) =>
    webCall(activateByHandEndpoint, input),
  );

// GET /management/offline/packages – the published sessions with their packages and whether they changed since.
export const useOfflinePackages = () =>
  useQuery({ queryKey: offlineKeys.packages, queryFn: () => webCall(offlinePackagesEndpoint) });

// POST /management/offline/packages/build – builds now (seconds), answers the package.
export const useBuildPackage = () =>
  useOfflineMutation((sessionId: string) => webCall(buildPackageEndpoint, { sessionId }));

import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  backgroundDeleteEndpoint,
  backgroundPageEndpoint,
  backgroundUploadEndpoint,
} from '@/features/catalogue/endpoints';
import { sessionPaths, type UploadedImage } from '@/features/sessions/contract';
import { webCall, webUpload } from '@/lib/api-client/web-client';
import type { UploadPurpose } from '@/lib/contract/images';
import { sessionKeys } from './keys';

export interface ImageUploadVariables {
  file: File;
  /** 0 to 1 of the file sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_PATHS: Record<UploadPurpose, string> = {
  background: backgroundUploadEndpoint.path,
  'page-image': sessionPaths.imageUpload,
};

/** A new or deleted background changes the uploaded list and every character's background list. */
function invalidateBackgrounds(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.uploads }),
    // sessionKeys.backgrounds(code) ends with the character code: its first three parts match them all.
    client.invalidateQueries({ queryKey: sessionKeys.backgrounds().slice(0, 3) }),
  ]);
}

// POST /management/background/upload or /management/common/uploadImage – one image, with upload progress.
export function useUploadImage(purpose: UploadPurpose) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: ImageUploadVariables) => {
      const form = new FormData();
      form.append('file', file);
      return webUpload<UploadedImage>(UPLOAD_PATHS[purpose], form, { onProgress, signal });
    },
    onSuccess: () => (purpose === 'background' ? invalidateBackgrounds(client) : undefined),
  });
}
export const useUploadBackground = () => useUploadImage('background');
export const useUploadPageImage = () => useUploadImage('page-image');

// GET /management/background/page – the corporation's uploaded backgrounds, newest first.
export const uploadedBackgroundsQuery = (page: { pageIndex?: number; pageSize?: number } = {}) =>
  queryOptions({
    queryKey: [...sessionKeys.uploads, page],
    queryFn: () => webCall(backgroundPageEndpoint, page),
  });
export const useUploadedBackgrounds = (page?: { pageIndex?: number; pageSize?: number }) =>
  useQuery(uploadedBackgroundsQuery(page));

// POST /management/background/delete – removes one of the corporation's uploaded backgrounds.
export function useDeleteBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => webCall(backgroundDeleteEndpoint, { id }),
    onSuccess: () => invalidateBackgrounds(client),
  });
}

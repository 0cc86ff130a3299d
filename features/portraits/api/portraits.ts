import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webCall, webUpload } from '@/lib/api-client/web-client';
import { portraitPaths, type MyPortrait } from '../contract';
import {
  createPortraitEndpoint,
  deletePortraitEndpoint,
  myPortraitsEndpoint,
  portraitAllowanceEndpoint,
  renamePortraitEndpoint,
  retakePortraitEndpoint,
} from '../endpoints';

// The customer's portrait calls: the list, capture with consent, retake, rename, delete.

export const portraitKeys = {
  mine: ['portraits', 'mine'],
  allowance: ['portraits', 'allowance'],
} as const;

/** Where the page shows a portrait's stored photo (the cookie carries the login). */
export const portraitPhotoSrc = (portrait: Pick<MyPortrait, 'id' | 'updatedAt'>) =>
  `/api${portraitPaths.photo}?id=${encodeURIComponent(portrait.id)}&v=${encodeURIComponent(portrait.updatedAt)}`;

// GET /management/portrait/query – the corporation's portraits, newest first.
export const useMyPortraits = () =>
  useQuery({
    queryKey: portraitKeys.mine,
    queryFn: () => webCall(myPortraitsEndpoint, { pageIndex: 1, pageSize: 100 }),
  });

// GET /management/portrait/allowance – how many portraits the packages allow and how many there are.
export const usePortraitAllowance = () =>
  useQuery({
    queryKey: portraitKeys.allowance,
    queryFn: () => webCall(portraitAllowanceEndpoint, {}),
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['portraits'] });
}

export interface CaptureValues {
  name: string;
  personName: string;
  typedName: string;
  termsVersion: string;
  file: File;
}

// POST /management/portrait/create – the consent's fields and the photo, as one multipart request.
export function useCreatePortrait() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, ...fields }: CaptureValues) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('termsAccepted', 'true');
      form.append('file', file);
      return webUpload<MyPortrait>(createPortraitEndpoint.path, form);
    },
    // A refusal for the allowance (another tab used the last place) shows the allowance's notice too.
    onSettled: refresh,
  });
}

// POST /management/portrait/retake – a new photo for a portrait.
export function useRetakePortrait() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('file', file);
      return webUpload<MyPortrait>(retakePortraitEndpoint.path, form);
    },
    onSuccess: refresh,
  });
}

// POST /management/portrait/rename
export function useRenamePortrait() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => webCall(renamePortraitEndpoint, input),
    onSuccess: refresh,
  });
}

// POST /management/portrait/delete
export function useDeletePortrait() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => webCall(deletePortraitEndpoint, { id }),
    onSuccess: refresh,
  });
}

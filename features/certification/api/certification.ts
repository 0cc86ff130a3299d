import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webCall, webUpload } from '@/lib/api-client/web-client';
import type { CertificationFields, CertificationSubmission } from '../contract';
import { myCertificationEndpoint, submitCertificationEndpoint } from '../endpoints';

// The customer's certification calls: its state, and the submission with the licence.

export const certificationKeys = { mine: ['certification', 'mine'] } as const;

// GET /management/certification/query – the state, the latest submission and the earlier ones.
export const useMyCertification = () =>
  useQuery({ queryKey: certificationKeys.mine, queryFn: () => webCall(myCertificationEndpoint) });

// POST /management/certification/submit – the form's fields and the licence, as one multipart request.
export function useSubmitCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: CertificationFields & { file: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      return webUpload<CertificationSubmission>(submitCertificationEndpoint.path, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['certification'] }),
  });
}

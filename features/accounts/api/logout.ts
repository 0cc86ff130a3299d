import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '@/features/accounts/contract';
import { clearUserData } from '@/lib/api-client/user-storage';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/logout – revokes the token. Logging out always forgets the user here, even when the server call
// fails (the session may already be gone).
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => webPost<unknown>(accountPaths.logout),
    onSettled: () => {
      clearUserData();
      queryClient.clear();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearUserData } from '@/lib/api-client/user-storage';
import { webCall } from '@/lib/api-client/web-client';
import { logoutEndpoint } from '@/lib/contract/platform-endpoints';

// POST /sys-api/logout – revokes the token. Logging out always forgets the user here, even when the server call
// fails (the session may already be gone).
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => webCall(logoutEndpoint),
    onSettled: () => {
      clearUserData();
      queryClient.clear();
    },
  });
}

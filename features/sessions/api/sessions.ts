import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateConversationRequest,
  RenameSessionRequest,
  SessionInput,
  SessionQueryRequest,
  SessionStatus,
  UpdateSessionRequest,
} from '@/features/sessions/contract';
import {
  addSessionEndpoint,
  copySessionEndpoint,
  createConversationEndpoint,
  deleteSessionEndpoint,
  querySessionsEndpoint,
  renameSessionEndpoint,
  sessionByIdEndpoint,
  sessionStatusEndpoint,
  shareUrlEndpoint,
  updateSessionEndpoint,
} from '@/features/sessions/endpoints';
import { USER_LIMITS_QUERY_KEY } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';
// POST /management/conversation/query – the corporation's sessions, newest change first.
export const sessionListQuery = (query: SessionQueryRequest = {}) =>
  queryOptions({
    queryKey: sessionKeys.list(query),
    queryFn: () => webCall(querySessionsEndpoint, query),
  });
export const useSessionList = (query?: SessionQueryRequest) => useQuery(sessionListQuery(query));

// GET /management/conversation/getConversationById – one session, whole.
export const sessionQuery = (conversationId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(conversationId),
    queryFn: () => webCall(sessionByIdEndpoint, { conversationId }),
    enabled: conversationId.length > 0,
  });
export const useSession = (conversationId: string) => useQuery(sessionQuery(conversationId));

// GET /conversation-api/share/url – the share link and the preview paths of a session.
export const useShareUrl = (conversationId: string) =>
  useQuery({
    queryKey: sessionKeys.shareUrl(conversationId),
    queryFn: () => webCall(shareUrlEndpoint, { conversationId }),
    enabled: conversationId.length > 0,
    staleTime: Infinity,
  });

/** Every change to a session makes the lists, that session and the counts against the user's limits stale. */
function useSessionMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.all }),
        client.invalidateQueries({ queryKey: USER_LIMITS_QUERY_KEY }),
      ]),
  });
}

// POST /management/conversation/add – publish the wizard's session.
export const useAddSession = () =>
  useSessionMutation((input: SessionInput) => webCall(addSessionEndpoint, input));

// POST /management/conversation/createConversation – quick create from a character with the defaults.
export const useCreateConversation = () =>
  useSessionMutation((input: CreateConversationRequest) => webCall(createConversationEndpoint, input));

// POST /management/conversation/updateConversation – save the editor (refused with 409 over a newer save).
export const useUpdateSession = () =>
  useSessionMutation((input: UpdateSessionRequest) => webCall(updateSessionEndpoint, input));

// POST /management/conversation/delete
export const useDeleteSession = () =>
  useSessionMutation((conversationId: string) => webCall(deleteSessionEndpoint, { conversationId }));

// GET /management/conversation/copyConversation – a copy named "<name> (copy)", subject to the limits.
export const useCopySession = () =>
  useSessionMutation((conversationId: string) => webCall(copySessionEndpoint, { conversationId }));

// POST /management/conversation/rename
export const useRenameSession = () =>
  useSessionMutation((input: RenameSessionRequest) => webCall(renameSessionEndpoint, input));

// POST /management/conversation/setStatus – publish again or take offline (a public preview stops answering).
export const useSessionStatus = () =>
  useSessionMutation((input: { conversationId: string; status: SessionStatus }) =>
    webCall(sessionStatusEndpoint, input),
  );

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import {
  sessionPaths,
  type CreateConversationRequest,
  type RenameSessionRequest,
  type SessionDto,
  type SessionInput,
  type SessionQueryRequest,
  type SessionStatus,
  type SessionSummary,
  type ShareUrl,
  type UpdateSessionRequest,
} from '@/features/sessions/contract';
import { USER_LIMITS_QUERY_KEY } from '@/features/accounts/contract';
import { webGet, webPost } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';

// POST /management/conversation/query – the corporation's sessions, newest change first.
export const sessionListQuery = (query: SessionQueryRequest = {}) =>
  queryOptions({
    queryKey: sessionKeys.list(query),
    queryFn: () => webPost<Page<SessionSummary>>(sessionPaths.query, query),
  });
export const useSessionList = (query?: SessionQueryRequest) => useQuery(sessionListQuery(query));

// GET /management/conversation/getConversationById – one session, whole.
export const sessionQuery = (conversationId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(conversationId),
    queryFn: () => webGet<SessionDto>(sessionPaths.byId, { conversationId }),
    enabled: conversationId.length > 0,
  });
export const useSession = (conversationId: string) => useQuery(sessionQuery(conversationId));

// GET /conversation-api/share/url – the share link and the preview paths of a session.
export const useShareUrl = (conversationId: string) =>
  useQuery({
    queryKey: sessionKeys.shareUrl(conversationId),
    queryFn: () => webGet<ShareUrl>(sessionPaths.shareUrl, { conversationId }),
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
  useSessionMutation((input: SessionInput) => webPost<SessionDto>(sessionPaths.add, input));

// POST /management/conversation/createConversation – quick create from a character with the defaults.
export const useCreateConversation = () =>
  useSessionMutation((input: CreateConversationRequest) =>
    webPost<SessionDto>(sessionPaths.createConversation, input),
  );

// POST /management/conversation/updateConversation – save the editor.
export const useUpdateSession = () =>
  useSessionMutation((input: UpdateSessionRequest) => webPost<SessionDto>(sessionPaths.update, input));

// POST /management/conversation/delete
export const useDeleteSession = () =>
  useSessionMutation((conversationId: string) => webPost<null>(sessionPaths.remove, { conversationId }));

// GET /management/conversation/copyConversation – a copy named "<name> (copy)", subject to the limits.
export const useCopySession = () =>
  useSessionMutation((conversationId: string) => webGet<SessionDto>(sessionPaths.copy, { conversationId }));

// POST /management/conversation/rename
export const useRenameSession = () =>
  useSessionMutation((input: RenameSessionRequest) => webPost<SessionDto>(sessionPaths.rename, input));

// POST /management/conversation/setStatus – publish again or take offline (a public preview stops answering).
export const useSessionStatus = () =>
  useSessionMutation((input: { conversationId: string; status: SessionStatus }) =>
    webPost<SessionDto>(sessionPaths.setStatus, input),
  );

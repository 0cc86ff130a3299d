import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordExportFormat, TurnDto } from '@/features/runtime/contract';
import { conversationRecordsEndpoint, exportRecordsEndpoint } from '@/features/runtime/endpoints';
import { saveFile } from '@/lib/api-client/save-file';
import { webCall, webGetBlob } from '@/lib/api-client/web-client';

export const RECORDS_PAGE_SIZE = 10;

export const recordKeys = {
  all: ['runtime', 'records'] as const,
  page: (conversationId: string, pageIndex: number) =>
    [...recordKeys.all, conversationId, pageIndex] as const,
};

// GET /management/chat/records – the session's conversations, newest first, each with its turns.
export const fetchRecords = (conversationId: string, pageIndex: number, pageSize = RECORDS_PAGE_SIZE) =>
  webCall(conversationRecordsEndpoint, { conversationId, pageIndex, pageSize });

export const useRecords = (conversationId: string | null, pageIndex: number) =>
  useQuery({
    queryKey: recordKeys.page(conversationId ?? '', pageIndex),
    queryFn: () => fetchRecords(conversationId ?? '', pageIndex),
    enabled: conversationId !== null,
    placeholderData: keepPreviousData,
  });

/** A turn just answered, with its trace: it belongs to the newest conversations of the session. */
export async function fetchTurn(conversationId: string, turnId: string): Promise<TurnDto | null> {
  const page = await fetchRecords(conversationId, 1, 5);
  for (const chat of page.list) {
    const turn = chat.turns.find((item) => item.turnId === turnId);
    if (turn) return turn;
  }
  return null;
}

// GET /management/chat/exportRecords – every conversation of the session as CSV or JSON.
export async function downloadRecords(conversationId: string, format: RecordExportFormat) {
  // The file's times are written in the viewer's time zone, which its columns name.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const blob = await webGetBlob(exportRecordsEndpoint.path, {
    conversationId,
    format,
    ...(timeZone ? { timeZone } : {}),
  });
  saveFile(blob, `conversation-records-${conversationId}.${format}`);
}

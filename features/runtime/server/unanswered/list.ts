import 'server-only';
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UnansweredGroupDto, unansweredRequest, UnansweredReason } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { RuntimePorts } from '../engine/ports';
import { chatTurns } from '../tables';
import { groupQuestions } from './group-questions';
import { UNANSWERED_SOURCES, unansweredReasons } from './reasons';

/** Turns looked at, newest first: a corporation's recent months of misses, bounded so the page stays quick. */
const SCANNED_TURNS = 5000;
const SHOWN_WORDINGS = 5;

export interface UnansweredPorts extends Pick<RuntimePorts, 'loadSession'> {
  /** Terms of a question, to tell rewordings of it (the knowledge base's tokenizer). */
  terms(text: string): string[];
  /** The corporation's FAQ item nearest to a question, over all its categories. */
  closestFaq(corpId: string, question: string): Promise<{ faqId: string; question: string } | null>;
}

type Filter = Pick<z.output<typeof unansweredRequest>, 'conversationId' | 'from' | 'to'>;

/** The corporation's turns in the period (and session) that have not been resolved, as SQL conditions. */
export function periodOf(corpId: string, filter: Filter): SQL[] {
  return [
    eq(chatTurns.corpId, corpId),
    ...(filter.conversationId ? [eq(chatTurns.sessionId, filter.conversationId)] : []),
    ...(filter.from ? [gte(chatTurns.createdAt, new Date(filter.from))] : []),
    ...(filter.to ? [lte(chatTurns.createdAt, new Date(filter.to))] : []),
  ];
}

/** A session id with no turns must be the caller's own session, else it is not found (a transcript outlives it). */
export async function requireOwnSession(
  ports: Pick<RuntimePorts, 'loadSession'>,
  corpId: string,
  sessionId: string | undefined,
) {
  if (!sessionId) return;
  const session = await ports.loadSession({ id: sessionId });
  if (session?.corpId !== corpId) throw new ApiFailure(ApiCode.notFound, 'notFound');
}

async function candidateTurns(db: Db, corpId: string, filter: Filter) {
  const rows = await db
    .select({
      id: chatTurns.id,
      sessionId: chatTurns.sessionId,
      question: chatTurns.question,
      answer: chatTurns.answer,
      source: chatTurns.source,
      trace: chatTurns.trace,
      feedback: chatTurns.feedback,
      createdAt: chatTurns.createdAt,
    })
    .from(chatTurns)
    .where(
      and(
        ...periodOf(corpId, filter),
        isNull(chatTurns.resolvedAt),
        ne(chatTurns.questionVia, 'system'),
        or(
          inArray(chatTurns.source, [...UNANSWERED_SOURCES]),
          eq(chatTurns.feedback, 'down'),
          sql`${chatTurns.trace} -> 'model' ->> 'error' is not null`,
        ),
      ),
    )
    .orderBy(desc(chatTurns.createdAt))
    .limit(SCANNED_TURNS);
  return rows.flatMap((row) => {
    const reasons = unansweredReasons(row);
    return reasons.length ? [{ ...row, reasons }] : [];
  });
}

type Candidate = Awaited<ReturnType<typeof candidateTurns>>[number];

function toGroup(items: Candidate[]): Omit<UnansweredGroupDto, 'closestFaq'> {
  // Newest first already; the most asked wording leads, the latest of equals (stable sort).
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.question, (counts.get(item.question) ?? 0) + 1);
  const wordings = [...counts].sort((a, b) => b[1] - a[1]).map(([question]) => question);
  const reasons = new Set<UnansweredReason>(items.flatMap((item) => item.reasons));
  return {
    question: wordings[0]!,
    wordings: wordings.slice(1, SHOWN_WORDINGS + 1),
    count: items.length,
    lastAsked: items[0]!.createdAt.toISOString(),
    sessionIds: [...new Set(items.map((item) => item.sessionId))],
    reasons: [...reasons],
    lastAnswer: items[0]!.answer,
    turnIds: items.map((item) => item.id),
  };
}

/**
 * `GET chat/unanswered`: the period's questions that went unanswered, grouped by rewording, most asked first (the
 * latest asked on a tie), a page of groups with the FAQ item nearest to each.
 */
export async function listUnanswered(
  db: Db,
  ports: UnansweredPorts,
  corpId: string,
  input: z.output<typeof unansweredRequest>,
) {
  const turns = await candidateTurns(db, corpId, input);
  if (turns.length === 0) await requireOwnSession(ports, corpId, input.conversationId);
  const groups = groupQuestions(turns, ports.terms)
    .map(({ items }) => toGroup(items))
    .sort((a, b) => b.count - a.count || b.lastAsked.localeCompare(a.lastAsked));
  const start = (input.pageIndex - 1) * input.pageSize;
  const page = groups.slice(start, start + input.pageSize);
  const list: UnansweredGroupDto[] = await Promise.all(
    page.map(async (group) => ({ ...group, closestFaq: await ports.closestFaq(corpId, group.question) })),
  );
  return { list, total: groups.length, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

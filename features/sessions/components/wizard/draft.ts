import type { SessionInput } from '../../contract';

// The wizard's draft lives in the browser's session storage under the key `session` (spec §3), so a reload keeps
// it and closing the tab forgets it. Steps 1–4 open only with a draft; the success page only right after a
// publish from step 4 or a quick create (spec §4), which leave the new session's id under `sessionCreated`.

export const DRAFT_KEY = 'session';
const CREATED_KEY = 'sessionCreated';

/** What the steps have chosen so far: the session's own fields, filled in step by step. */
export type SessionDraft = Omit<Partial<SessionInput>, 'detailDto'> & {
  /** The picture and the voice, chosen over steps 1–3. */
  detailDto?: Partial<SessionInput['detailDto']>;
  /** The furthest step reached (1–4). */
  step?: number;
};

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the wizard keeps working on the page's own state until the next reload.
  }
}

export const readDraft = (): SessionDraft | null => read<SessionDraft>(DRAFT_KEY);

/** Starts a new draft (the "create" buttons call this before opening step 1). */
export function startDraft(initial: SessionDraft = {}) {
  write(DRAFT_KEY, { step: 1, ...initial });
}

export function saveDraft(patch: SessionDraft) {
  write(DRAFT_KEY, { ...(readDraft() ?? {}), ...patch });
}

/** Replaces the whole draft (the wizard's steps keep it in their state and write every change through). */
export function writeDraft(draft: SessionDraft) {
  write(DRAFT_KEY, draft);
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** A publish (step 4) or a quick create hands its session to the success page; the draft is done. */
export function markCreated(conversationId: string) {
  clearDraft();
  write(CREATED_KEY, conversationId);
}

/** The session the success page may show, once: a reload or a later visit goes to /dashboard. */
export function takeCreated(): string | null {
  const id = read<string>(CREATED_KEY);
  try {
    sessionStorage.removeItem(CREATED_KEY);
  } catch {
    // Nothing stored.
  }
  return id;
}

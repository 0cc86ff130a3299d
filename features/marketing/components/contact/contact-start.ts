import type { ContactRequest } from '@/features/marketing/contract';

/** What the visitor did in the form before its script arrived, handed to the live form so nothing is lost. */
export interface ContactStart {
  values: Partial<ContactRequest>;
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The visitor pressed send before the script arrived. */
  submit: boolean;
}

export function readContactStart(form: HTMLFormElement | null, submit: boolean): ContactStart {
  const values: Record<string, string> = {};
  if (form)
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  const active = document.activeElement;
  const focus =
    form &&
    (active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement) &&
    form.contains(active)
      ? {
          name: active.name,
          start: active instanceof HTMLSelectElement ? null : active.selectionStart,
          end: active instanceof HTMLSelectElement ? null : active.selectionEnd,
        }
      : null;
  return { values, focus, submit };
}

/** Puts the caret back where the visitor left it in the plain form. */
export function restoreFocus(form: HTMLFormElement | null, focus: ContactStart['focus']) {
  if (!form || !focus) return;
  const element = form.elements.namedItem(focus.name);
  if (!(element instanceof HTMLElement)) return;
  element.focus();
  if (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    focus.start !== null
  ) {
    try {
      element.setSelectionRange(focus.start, focus.end ?? focus.start);
    } catch {
      // Inputs of type email have no selection API.
    }
  }
}

import { SCRIPT_TYPES, type Script } from '@/features/sessions/contract';

/**
 * The form holds one script per type, in the order of spec §3, so each has a fixed path
 * (`scriptDtoList.<i>.scriptContent`); a type the session never had starts empty.
 */
export function withAllScripts(list: readonly Script[] | undefined): Script[] {
  return SCRIPT_TYPES.map((scriptType) => ({
    scriptType,
    scriptContent: list?.find((s) => s.scriptType === scriptType)?.scriptContent ?? '',
  }));
}

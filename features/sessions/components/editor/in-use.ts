import type { UpdateSessionRequest } from '@/features/sessions/contract';

/**
 * Spec §4: on a published session, replacing or cancelling a script, or changing the voice, reaches running
 * conversations at once (the save bumps the revision they watch), so it is confirmed first.
 */
export function changesInUse(saved: UpdateSessionRequest, next: UpdateSessionRequest): boolean {
  if (saved.detailDto.ttsId !== next.detailDto.ttsId) return true;
  const text = (list: UpdateSessionRequest['scriptDtoList'], type: string) =>
    list.find((s) => s.scriptType === type)?.scriptContent.trim() ?? '';
  return saved.scriptDtoList.some((s) => text(next.scriptDtoList, s.scriptType) !== s.scriptContent.trim());
}

/** The editor's groups, in the order a person reads them. */
export const EDITOR_TABS = [
  'basic',
  'picture',
  'voice',
  'speech',
  'model',
  'knowledge',
  'scenes',
  'page',
  'unanswered',
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

const TAB_OF_FIELD: [prefix: string, tab: EditorTab][] = [
  ['detailDto.tts', 'voice'],
  ['detailDto', 'picture'],
  ['conversationName', 'basic'],
  ['language', 'basic'],
  ['conversationInfoDto', 'basic'],
  ['isFreedom', 'speech'],
  ['asrType', 'speech'],
  ['scriptDtoList', 'speech'],
  ['maxConversation', 'speech'],
  ['prologueType', 'speech'],
  ['scriptEndType', 'speech'],
  ['dataModelIsUsed', 'model'],
  ['modelDtoList', 'model'],
  ['thirdIsUsed', 'model'],
  ['thirdDto', 'model'],
  ['knowledge', 'knowledge'],
  ['fileIsUsed', 'knowledge'],
  ['kbConversationDto', 'knowledge'],
  ['scene', 'scenes'],
  ['pageDto', 'page'],
  ['extendContent', 'unanswered'],
];

/** The group that holds a field, by its contract path (`detailDto.ttsId`, `scriptDtoList.prologue`…). */
export function tabOfField(path: string): EditorTab | undefined {
  return TAB_OF_FIELD.find(([prefix]) => path === prefix || path.startsWith(prefix))?.[1];
}

/** Every path of a react-hook-form errors object that holds a message. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const own = typeof (errors as { message?: unknown }).message === 'string' && prefix ? [prefix] : [];
  const nested = Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || key === 'message' || key === 'type' || key === 'types'
      ? []
      : errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
  return [...own, ...nested];
}

/** The first group, in reading order, that holds one of these errors. */
export function firstTabWithError(paths: readonly string[]): EditorTab | undefined {
  const tabs = new Set(paths.map(tabOfField));
  return EDITOR_TABS.find((tab) => tabs.has(tab));
}

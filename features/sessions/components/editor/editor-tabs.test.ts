import { describe, expect, it } from 'vitest';
import { errorPaths, firstTabWithError, tabOfField } from './editor-tabs';

describe('editor tabs', () => {
  it('finds the group of a field by its contract path', () => {
    expect(tabOfField('detailDto.ttsId')).toBe('voice');
    expect(tabOfField('detailDto.backgroundDto.backgroundId')).toBe('picture');
    expect(tabOfField('scriptDtoList.prologue')).toBe('speech');
    expect(tabOfField('thirdDto.thirdUrl')).toBe('model');
    expect(tabOfField('sceneIsUsed')).toBe('scenes');
    expect(tabOfField('scene.0.reply')).toBe('scenes');
    expect(tabOfField('pageDto.startImage')).toBe('page');
    expect(tabOfField('extendContent.unReplyCount')).toBe('unanswered');
    expect(tabOfField('knowledgeIsUsed')).toBe('knowledge');
  });

  it('reads the paths of a nested errors object and picks the first group in reading order', () => {
    const errors = {
      pageDto: { promptTitle: { type: 'too_small', message: 'required', ref: {} } },
      thirdDto: { thirdUrl: { type: 'custom', message: 'httpsRequired' } },
      scriptDtoList: [undefined, { scriptContent: { message: 'tooLong' } }],
    };
    const paths = errorPaths(errors);
    expect(paths).toEqual(['pageDto.promptTitle', 'thirdDto.thirdUrl', 'scriptDtoList.1.scriptContent']);
    expect(firstTabWithError(paths)).toBe('speech');
    expect(firstTabWithError([])).toBeUndefined();
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { castSheetDocument } from './cast-sheet-document';

describe('cast sheet', () => {
  it('shows every character with both names and every background, and is written out for a look', () => {
    const html = castSheetDocument('zh');
    for (const character of CAST) {
      expect(html).toContain(`data-code="${character.characterCode}"`);
      expect(html).toContain(character.name.zh);
      expect(html).toContain(character.name.en);
    }
    for (const background of BACKGROUNDS) expect(html).toContain(background.name.zh);
    // Ids must not repeat across the sheet's many SVGs, or clip paths and gradients would borrow another's.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/cast-sheet.html', html);
  });

  it('is translated into English', () => {
    const html = castSheetDocument('en');
    expect(html).toContain(`Characters (${CAST.length})`);
    expect(html).toContain('Bank hall');
  });
});

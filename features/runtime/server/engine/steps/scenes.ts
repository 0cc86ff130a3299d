import 'server-only';
import type { Scene } from '@/features/sessions/contract';
import { containsPhrase, normalizeForMatch } from '@/lib/text/match-text';

export interface SceneMatch {
  /** The scene's place in the session's list. */
  index: number;
  keyword: string;
  reply: string;
}

/**
 * The session's scene whose keyword the question contains. When several match, the longest keyword wins (the most
 * specific), then the earlier scene.
 */
export function matchScene(question: string, scenes: readonly Scene[]): SceneMatch | null {
  let best: SceneMatch | null = null;
  let bestLength = 0;
  scenes.forEach((scene, index) => {
    for (const keyword of scene.keywords) {
      const length = normalizeForMatch(keyword).length;
      if (length > bestLength && containsPhrase(question, keyword)) {
        best = { index, keyword, reply: scene.reply };
        bestLength = length;
      }
    }
  });
  return best;
}

import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Code blocks scroll sideways on narrow screens: a keyboard user must be able to focus one to scroll it (axe
 * scrollable-region-focusable), so every `<pre>` joins the tab order. Run it after any sanitiser.
 */
export function rehypeFocusableCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}

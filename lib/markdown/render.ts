import { withBasePath } from '@/lib/config/base-path';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { rehypeFocusableCode } from './rehype-focusable-code';

// Markdown written by people we do not trust (forum posts, comments) turned into HTML that is safe to inject.
// Raw HTML in the source is dropped (remark-rehype without allowDangerousHtml), then the tree is sanitised with
// GitHub's schema, so scripts, event handlers and `javascript:`/`data:` URLs never survive. Highlighting runs after
// the sanitiser: it only adds `hljs-*` classes to text it produced itself.

/** Images only from the platform's own storage (`/api/files/<key>`): a foreign image would track readers. */
export const OWN_IMAGE_PREFIX = '/api/files/';

const isOwnImage = (src: unknown) =>
  typeof src === 'string' && src.startsWith(OWN_IMAGE_PREFIX) && !src.startsWith('//');

const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: [] as string[] },
  attributes: {
    ...defaultSchema.attributes,
    // Code blocks keep their language class so the highlighter knows it.
    code: [['className', /^language-[\w-]+$/]] as NonNullable<SanitizeSchema['attributes']>[string],
  },
};

/** Foreign images are dropped; links get rel="nofollow ugc noopener" and open nothing on the reader's behalf. */
function rehypeUntrustedLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'img' && !isOwnImage(node.properties.src) && parent && index !== undefined) {
        const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
        parent.children.splice(index, 1, { type: 'text', value: alt });
        return index;
      }
      // The post keeps the storage reference; the page loads it under the build's base path.
      if (node.tagName === 'img') node.properties.src = withBasePath(String(node.properties.src));
      if (node.tagName === 'a') {
        node.properties.rel = ['nofollow', 'ugc', 'noopener'];
        delete node.properties.target;
      }
      return undefined;
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeUntrustedLinks)
  .use(rehypeHighlight, { detect: false })
  .use(rehypeFocusableCode)
  .use(rehypeStringify);

/** Safe HTML of untrusted Markdown. */
export function renderUntrustedMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

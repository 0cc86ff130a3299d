import { describe, expect, it } from 'vitest';
import { renderUntrustedMarkdown as render } from './render';

describe('renderUntrustedMarkdown', () => {
  it('renders GFM: tables, task lists, strikethrough, highlighted code', () => {
    const html = render('| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~\n\n```js\nconst x = 1;\n```');
    expect(html).toContain('<table>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('class="hljs language-js"');
    expect(html).toContain('hljs-keyword');
  });

  it('drops scripts, event handlers and raw HTML', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a onclick="x()">hi</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|alert\(1\)<\/script/);
  });

  it('drops javascript: and data: links and marks the rest nofollow ugc', () => {
    const html = render('[a](javascript:alert(1)) [b](data:text/html,<b>x</b>) [c](https://example.com)');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">c</a>');
  });

  it('keeps images from the platform storage only', () => {
    const html = render(
      '![own](/api/files/abc.png) ![foreign](https://evil.example/t.gif) ![p](//evil.example/x.png)',
    );
    expect(html).toContain('<img src="/api/files/abc.png" alt="own">');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('foreign');
  });
});

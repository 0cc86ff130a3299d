import type { SdkOptions } from './options';
import type { TEXTS } from './texts';

/** Above almost any page's own layers, as chat launchers are. */
const TOP = 2147483000;
const ACCENT = '#4f46e5';

const CSS = `
:host{all:initial}
.l{position:fixed;right:20px;bottom:20px;z-index:${TOP};width:60px;height:60px;border:0;border-radius:50%;
background:${ACCENT};color:#fff;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);display:grid;place-items:center}
.l:focus-visible,.x:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
.p{position:fixed;right:20px;bottom:92px;z-index:${TOP};width:min(400px,calc(100vw - 40px));
height:min(680px,calc(100vh - 120px));border-radius:16px;overflow:hidden;background:#fff;
box-shadow:0 12px 40px rgba(0,0,0,.3);display:none;flex-direction:column}
.p[data-open]{display:flex}
.i{position:relative;width:100%;height:100%;min-height:360px;display:flex;flex-direction:column;background:#fff}
.x{position:absolute;top:8px;right:8px;z-index:1;width:32px;height:32px;border:0;border-radius:50%;
background:rgba(0,0,0,.45);color:#fff;font:20px/1 system-ui,sans-serif;cursor:pointer}
iframe{flex:1;width:100%;border:0}
.n{margin:auto;padding:24px;font:14px/1.5 system-ui,sans-serif;color:#374151;text-align:center}
@media (max-width:480px){.p{inset:0;width:100%;height:100%;border-radius:0}}`;

const ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">' +
  '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/></svg>';

export interface View {
  /** The frame's window, once mounted: the only one events are taken from. */
  frameWindow(): Window | null;
  mountFrame(src: string): void;
  dropFrame(): void;
  notice(text: string): void;
  setOpen(open: boolean): void;
  remove(): void;
}

/**
 * The SDK's few elements, in a shadow root so the host page's styles and ours never meet: a launcher button and its
 * panel, or a box inside the page's target element; the frame or a notice inside either.
 */
export function createView(
  doc: Document,
  options: SdkOptions,
  texts: (typeof TEXTS)['en'],
  handlers: { toggle(): void; close(): void },
): View {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  const host = doc.createElement('div');
  host.setAttribute('data-digital-human', options.appId);
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = CSS;
  root.append(style);

  let box: HTMLElement;
  let launcher: HTMLButtonElement | null = null;
  if (options.mode === 'inline') {
    box = make('div', 'i');
    root.append(box);
    const target = options.target ? doc.querySelector(options.target) : null;
    (target ?? doc.body).append(host);
    host.style.cssText = 'display:block;width:100%;height:100%';
  } else {
    launcher = make('button', 'l');
    launcher.type = 'button';
    launcher.innerHTML = ICON;
    launcher.setAttribute('aria-label', texts.open);
    launcher.setAttribute('aria-expanded', 'false');
    launcher.onclick = handlers.toggle;
    box = make('div', 'p');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', texts.title);
    const close = make('button', 'x');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    close.onclick = handlers.close;
    box.append(close);
    root.append(launcher, box);
    doc.body.append(host);
  }

  let frame: HTMLIFrameElement | null = null;
  let shown: HTMLElement | null = null;
  const show = (element: HTMLElement) => {
    shown?.remove();
    shown = element;
    box.append(element);
  };

  return {
    frameWindow: () => frame?.contentWindow ?? null,
    mountFrame(src) {
      frame = make('iframe', '');
      frame.src = src;
      frame.title = texts.title;
      frame.allow = 'microphone; autoplay';
      show(frame);
    },
    dropFrame() {
      frame?.remove();
      frame = null;
    },
    notice(text) {
      frame = null;
      const notice = make('p', 'n');
      notice.setAttribute('role', 'alert');
      notice.textContent = text;
      show(notice);
    },
    setOpen(open) {
      box.toggleAttribute('data-open', open);
      launcher?.setAttribute('aria-expanded', String(open));
    },
    remove: () => host.remove(),
  };
}

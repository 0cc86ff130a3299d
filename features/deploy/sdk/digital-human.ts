import { createDigitalHuman, type DigitalHumanApi } from './controller';
import { ownScript, readOptions } from './options';

// The embed SDK's entry (served as /sdk/v1/digital-human.js, built by scripts/build-sdk.mjs): one script tag with an
// appId mounts the digital human and offers `window.DigitalHuman`; `digitalhuman:load` tells the page it is there.

declare global {
  interface Window {
    DigitalHuman?: DigitalHumanApi;
  }
}

const options = ownScript(document) && readOptions(ownScript(document)!, document, navigator.language);
if (options && !window.DigitalHuman) {
  const start = () => {
    const api = createDigitalHuman(options, {
      doc: document,
      win: window,
      fetch: fetch.bind(window),
      now: Date.now,
    });
    window.DigitalHuman = api;
    window.dispatchEvent(new CustomEvent('digitalhuman:load', { detail: api }));
  };
  // An async script may run before the page's body (or an inline target) is parsed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

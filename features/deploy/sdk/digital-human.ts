import { createDigitalHuman } from './controller';
import { ownScript, readOptions } from './options';

// The embed SDK's entry (served as /sdk/v1/digital-human.js, built by scripts/build-sdk.mjs): one script tag with an
// appId mounts the digital human and offers `window.DigitalHuman`; `digitalhuman:load` tells the page it is there.

const script = ownScript(document);
const options = script && readOptions(script, document);
// A tag taken off the page before it ran (a single-page app that moved on) mounts nothing.
if (options && script.isConnected && !window.DigitalHuman) {
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

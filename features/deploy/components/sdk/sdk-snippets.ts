import { embedSnippet, SDK_PATH } from '@/features/deploy/contract/embed-snippet';

// The SDK guide's copyable snippets for one application, on the platform's origin.

export const launcherSnippet = embedSnippet;

export const INLINE_TARGET = 'digital-human';

export const inlineSnippet = (origin: string, appId: string) =>
  `<div id="${INLINE_TARGET}" style="width: 400px; height: 640px"></div>\n` +
  `<script src="${origin}${SDK_PATH}" data-app-id="${appId}" data-mode="inline" data-target="#${INLINE_TARGET}" async></script>`;

export const API_SNIPPET = `window.addEventListener('digitalhuman:load', async () => {
  const dh = window.DigitalHuman;
  dh.on('state', ({ state }) => console.log('state', state));
  dh.on('subtitle', ({ text }) => console.log('subtitle', text));
  dh.on('turn', ({ question, answer }) => console.log('turn', question, answer));
  // "Did you mean…": offer them; dh.send(question) asks the one the visitor picks.
  dh.on('suggestions', ({ questions }) => console.log('did you mean', questions));
  dh.on('end', ({ reason }) => console.log('ended', reason));
  dh.on('error', ({ code, message }) => console.warn(code, message));

  // From a click of your own (browsers play sound only after one):
  dh.start();
  await dh.ready();
  dh.speak('Welcome to our shop!');
  dh.send('What are your opening hours?');
});`;

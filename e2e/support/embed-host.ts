import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A customer's web site for the embed SDK journeys: one tiny page with the embed code, buttons that call the SDK's
// API, and a list of the events it hears. Served on a port of its own and reached by two names —
// http://embed.localhost:<port> (an allowed embed domain) and http://other.localhost:<port> (not allowed): Chromium
// resolves every *.localhost to this machine, and the browser sends each name as its page's origin.

const EVENTS = ['ready', 'state', 'subtitle', 'turn', 'end', 'error'];

/** The host page around the customer's embed code (`snippet`, as copied from the console). */
export const hostPage = (snippet: string) => `<!doctype html>
<html lang="zh">
<head><meta charset="utf-8"><title>示例商城</title></head>
<body>
<h1>示例商城</h1>
<label>文本 <input id="text"></label>
<button id="start">start</button>
<button id="send">send</button>
<button id="speak">speak</button>
<button id="end">end</button>
<button id="clear">clear</button>
<ol id="log" aria-label="events"></ol>
<script>
  const log = document.getElementById('log');
  window.addEventListener('digitalhuman:load', () => {
    for (const type of ${JSON.stringify(EVENTS)})
      DigitalHuman.on(type, (payload) => {
        const line = document.createElement('li');
        line.dataset.event = type;
        line.textContent = JSON.stringify(payload);
        log.append(line);
      });
  });
  const text = () => document.getElementById('text').value;
  document.getElementById('start').onclick = () => DigitalHuman.start();
  document.getElementById('send').onclick = () => DigitalHuman.send(text());
  document.getElementById('speak').onclick = () => DigitalHuman.speak(text());
  document.getElementById('end').onclick = () => DigitalHuman.end();
  document.getElementById('clear').onclick = () => log.replaceChildren();
</script>
${snippet}
</body>
</html>`;

/** The customer's site; it serves its page once `serve` gave it the embed code. */
export async function startEmbedHost() {
  let snippet: string | null = null;
  const server = createServer((_request, response) => {
    if (snippet === null) return void response.writeHead(503).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(hostPage(snippet));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    allowed: `http://embed.localhost:${port}`,
    other: `http://other.localhost:${port}`,
    serve: (code: string) => {
      snippet = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import 'server-only';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { log } from '@/lib/server/log';

/**
 * The events as a `text/event-stream` response. The events are read to their end whether or not the visitor is
 * still there: a turn cut short (barge-in, a closed tab) still finishes its work — stopping its model and
 * synthesis on `abort` — and stores itself as interrupted. `abort` fires when the client goes (request.signal) or
 * the stream is cancelled, whichever Next reports first.
 */
export function eventStreamResponse(
  events: AsyncGenerator<RuntimeEvent, unknown>,
  abort: AbortController,
): Response {
  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: RuntimeEvent) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        } catch {
          open = false;
        }
      };
      void (async () => {
        try {
          for await (const event of events) send(event);
        } catch (error) {
          log.error({ err: error }, 'conversation event failed');
        } finally {
          if (open) {
            open = false;
            try {
              controller.close();
            } catch {
              // The client went away in the meantime.
            }
          }
        }
      })();
    },
    cancel() {
      open = false;
      abort.abort();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // Reverse proxies (nginx) would otherwise hold the events back until their buffer fills.
      'x-accel-buffering': 'no',
    },
  });
}

// Shared by the server's model streams and the runtime page's event stream: plain text in, events out.

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events parser fed text as it arrives (WHATWG rules: LF, CRLF or CR line ends, `:` comments, one
 * leading space stripped from a value, multi-line data joined by LF, an event dispatched at a blank line). A last
 * event without its blank line is still dispatched by `end()`: servers that close right after it are common.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private started = false;

  push(text: string): SseEvent[] {
    if (!this.started) {
      this.started = true;
      text = text.replace(/^\uFEFF/, '');
    }
    this.buffer += text;
    const events: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line, events);
    }
    return events;
  }

  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer) this.line(this.buffer.replace(/\r$/, ''), events);
    this.buffer = '';
    this.line('', events);
    return events;
  }

  private line(line: string, events: SseEvent[]) {
    if (line === '') {
      if (this.data.length > 0) events.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.data = [];
      this.event = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}

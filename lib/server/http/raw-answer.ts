import 'server-only';

// A handler whose answer the envelope cannot carry — a server-sent event stream, a range of an audio clip —
// returns `rawAnswer(response)`: the route wrapper sends that response as it is, with its own status and cache
// headers. Identity, input and every failure before it still go through the wrapper and answer the envelope.

const RAW = Symbol('raw answer');

export interface RawAnswer {
  [RAW]: true;
  response: Response;
}

export const rawAnswer = (response: Response): RawAnswer => ({ [RAW]: true, response });

export const isRawAnswer = (value: unknown): value is RawAnswer =>
  typeof value === 'object' && value !== null && RAW in value;

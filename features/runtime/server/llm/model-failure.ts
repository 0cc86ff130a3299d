import 'server-only';
import { OutboundError } from '@/lib/server/net/outbound-error';
import { ModelError } from './types';

/** Any error of a model call as a ModelError; the caller's abort stays what it was (the signal's reason). */
export function modelFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof ModelError) return error;
  if (error instanceof OutboundError) {
    switch (error.reason) {
      case 'timeout':
      case 'tooLarge':
      case 'unreachable':
        return new ModelError(error.reason);
      case 'badStatus':
        return new ModelError('badStatus', { status: error.status });
      default:
        return new ModelError('refused', { refusal: error.reason });
    }
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ModelError('timeout');
  return new ModelError('unreachable');
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ModelError('badResponse');
  }
}

/** A fraction from 0 to 1 of the request body sent so far. */
export type UploadProgress = (fraction: number) => void;

export interface XhrUploadOptions {
  url: string;
  body: FormData;
  headers?: Record<string, string>;
  timeoutMs: number;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

export class XhrUploadError extends Error {
  constructor(readonly reason: 'network' | 'timeout' | 'aborted') {
    super(`upload ${reason}`);
    this.name = 'XhrUploadError';
  }
}

/**
 * A POST through XMLHttpRequest, the one browser API that reports how much of a request body has been sent
 * (fetch reports only the response). Resolves with any HTTP answer; rejects only when none came.
 */
export function xhrUpload(options: XhrUploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    xhr.timeout = options.timeoutMs;
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const stop = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', stop);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new XhrUploadError('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new XhrUploadError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new XhrUploadError('aborted'));
    };
    if (options.signal?.aborted) {
      reject(new XhrUploadError('aborted'));
      return;
    }
    options.signal?.addEventListener('abort', stop);
    xhr.send(options.body);
  });
}

/**
 * A handler's failure that users may read: `key` is a message key of the `ApiServer` namespace, stored as the
 * job's `error`. `retry: false` when another attempt cannot help (a file without text stays without text).
 */
export class JobError extends Error {
  readonly retry: boolean;

  constructor(
    readonly key: string,
    options: { retry?: boolean; cause?: unknown } = {},
  ) {
    super(key, { cause: options.cause });
    this.name = 'JobError';
    this.retry = options.retry ?? true;
  }
}

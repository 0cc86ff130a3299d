/**
 * Runs the tasks given to it one after another, in order. A task that fails does not stop the ones behind it.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      waiting += 1;
      const result = tail.then(task).finally(() => {
        waiting -= 1;
      });
      tail = result.catch(() => undefined);
      return result;
    },
    /** Tasks queued or running. */
    get size() {
      return waiting;
    },
  };
}

'use client';

import { Alert, Button, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** In the caller's namespace: each list says what it could not load. */
  labels: { loading: string; loadFailed: string; retry: string };
  children: (data: T) => ReactNode;
}

/** A list while it loads, or when it could not be loaded (with a retry); then what the caller draws from its data. */
export function QueryState<T>({ query, labels, children }: Props<T>) {
  if (query.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={labels.loading} />
      </Group>
    );
  if (query.isError || query.data === undefined)
    return (
      <Alert color="red" variant="light" role="alert" title={labels.loadFailed}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()} mt="xs">
          {labels.retry}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}

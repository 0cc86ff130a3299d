import { Alert } from '@mantine/core';

/**
 * On a field whose saved choice the operator no longer provides: what the session does meanwhile. A notice, not an
 * error — the session still saves and runs on what is available.
 */
export function UnavailableNotice({ children }: { children: string }) {
  return (
    <Alert color="yellow" variant="light" role="status" data-notice="unavailable" py="xs">
      {children}
    </Alert>
  );
}

'use client';

import { Alert } from '@mantine/core';

/**
 * A failure of the whole form (wrong credentials, too many attempts, network), above its submit button. No
 * heading: the message itself says what went wrong, and a generic one would only stand in its way.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

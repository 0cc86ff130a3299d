'use client';

import { useEffect } from 'react';

/**
 * After a visitor token was used up for this page: the address shows the page's ticket instead, so a reload keeps
 * working while the ticket lasts, and the used token is not left in the address bar for screenshots or shares.
 */
export function TicketInAddress({ ticket }: { ticket: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    url.searchParams.set('ticket', ticket);
    window.history.replaceState(window.history.state, '', url);
  }, [ticket]);
  return null;
}

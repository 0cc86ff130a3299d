'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

type Pending = { kind: 'link'; href: string } | { kind: 'back' };

/** A click that the browser would turn into a same-tab navigation to another page of this site. */
function internalLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Spec §4: leaving with unsaved edits asks first. Links inside the app and the back button open the editor's own
 * question; closing or reloading the tab gets the browser's. The back button is held by one extra history entry
 * for this page while there are edits: going back lands on it, and the question decides whether to go on.
 */
export function useLeaveGuard(dirty: boolean) {
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const armed = useRef(false);
  const leaving = useRef(false);
  const dirtyNow = useRef(dirty);

  useEffect(() => {
    dirtyNow.current = dirty;
    if (dirty && !armed.current) {
      window.history.pushState(window.history.state, '', window.location.href);
      armed.current = true;
    }
  }, [dirty]);

  useEffect(() => {
    // Going back from the extra entry: with edits, ask; after a save, the entry is just used up.
    const onPopState = () => {
      if (leaving.current || !armed.current) return;
      armed.current = false;
      if (dirtyNow.current) setPending({ kind: 'back' });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (leaving.current) return;
      const href = internalLink(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', href });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending: pending !== null,
    stay: () => {
      // Back was pressed: hold the page with a fresh entry, as before.
      if (pending?.kind === 'back' && dirtyNow.current) {
        window.history.pushState(window.history.state, '', window.location.href);
        armed.current = true;
      }
      setPending(null);
    },
    leave: () => {
      leaving.current = true;
      const target = pending;
      setPending(null);
      if (target?.kind === 'link') router.push(target.href);
      else window.history.back();
    },
  };
}

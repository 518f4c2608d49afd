import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'quire.scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The element id a #hash names (as typed, if it is not valid percent-encoding). */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * The component router's scroll restoration (the data router's ScrollRestoration did the same): a
 * new page opens at its top, or at the element its #hash names; Back and Forward return to where
 * the page was left, after a reload too (positions are kept per history entry for the tab).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const [positions] = useState(savedPositions);
  const current = useRef(key);

  useEffect(() => {
    const browsers = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions[current.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: Back after a reload opens at the top.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.history.scrollRestoration = browsers;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [positions]);

  // Before the new page paints: scroll events from here on are the new entry's.
  useLayoutEffect(() => {
    const first = current.current === key;
    current.current = key;
    const saved = positions[key];
    if (type === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(idOf(hash)) : null;
    if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [key, hash, type, positions]);

  return null;
}

import { useEffect, useState } from 'react';

/** The sticky bar appears after this much scrolling (spec 1 §9). */
export const STICKY_BAR_SCROLL_PX = 385;

/** True once the window has scrolled further than `px`. */
export function useScrolledPast(px = STICKY_BAR_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

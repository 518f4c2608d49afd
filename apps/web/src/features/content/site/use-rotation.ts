import { useReducedMotion } from '@mantine/hooks';
import { MESSAGE_ROTATION_MS } from '@quire/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * Which of `count` messages is shown: the next one every MESSAGE_ROTATION_MS (spec 3 §9) while
 * there are several, unless `paused` (hovered, focused or paused by the reader) or the reader
 * prefers reduced motion. Previous and next move by hand and start the wait again.
 */
export function useRotation(count: number, paused: boolean) {
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [index, setIndex] = useState(0);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !paused && !reducedMotion;

  const next = useCallback(() => setIndex((i) => (Math.min(i, count - 1) + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (Math.min(i, count - 1) - 1 + count) % count), [count]);

  // A timeout per shown message (not an interval), so moving by hand gives the next one its full time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the wait on every change.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, MESSAGE_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, next, current]);

  return { index: current, rotating, reducedMotion, next, previous };
}

import { createContext, useContext, useEffect, useRef } from 'react';

/** A step's check before Next: true lets the author move on, false keeps them on the step. */
export type NextGuard = () => boolean | Promise<boolean>;

/** The wizard page's slot for the shown step's guard (one step is shown at a time). */
export const NextGuardContext = createContext<((guard: NextGuard | null) => void) | null>(null);

/**
 * Registers the step's check for Next: a step whose required field is empty (or whose field is
 * invalid) says so and keeps the author there, instead of moving on with the stored value.
 */
export function useNextGuard(guard: NextGuard) {
  const register = useContext(NextGuardContext);
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    if (!register) return;
    register(() => latest.current());
    return () => register(null);
  }, [register]);
}

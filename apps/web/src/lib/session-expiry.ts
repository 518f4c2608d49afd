/**
 * When the signed-in session ends, as the server last said (decision 050): every signed-in answer
 * carries the idle end and the absolute end, which the API client stores here in this browser's
 * time (the server clock's offset taken off). The session time-out warning reads it; null when
 * signed out or before the first answer.
 */
export interface SessionEnds {
  /** When the session idles out if nothing else counts as activity (epoch ms, local clock). */
  idleAt: number;
  /** When it ends regardless (its absolute lifetime; epoch ms, local clock). */
  absoluteAt: number;
}

let ends: SessionEnds | null = null;
const listeners = new Set<() => void>();

export const sessionExpiry = {
  get: (): SessionEnds | null => ends,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: SessionEnds | null): void {
    if (next?.idleAt === ends?.idleAt && next?.absoluteAt === ends?.absoluteAt) return;
    ends = next;
    for (const l of listeners) l();
  },
};

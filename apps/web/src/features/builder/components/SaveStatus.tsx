import type { SaveState } from '../use-save-state';

const LABELS: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Your changes could not be saved',
};

/** The step's save state, announced politely to screen readers as it changes. */
export function SaveStatus({ state, message }: { state: SaveState; message?: string | null }) {
  return (
    <p className="builder-save" data-state={state} role="status" aria-live="polite">
      <span aria-hidden="true" className="builder-save-dot" />
      {LABELS[state]}
      {state === 'error' && message ? `: ${message}` : null}
    </p>
  );
}

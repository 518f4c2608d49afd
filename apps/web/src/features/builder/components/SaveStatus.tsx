import { type BuilderMessageKey, builderText } from '../messages';
import type { SaveState } from '../use-save-state';

const LABELS: Record<SaveState, BuilderMessageKey> = {
  saved: 'builder.save.saved',
  unsaved: 'builder.save.unsaved',
  saving: 'builder.save.saving',
  error: 'builder.save.error',
};

/** The step's save state, announced politely to screen readers as it changes. */
export function SaveStatus({ state, message }: { state: SaveState; message?: string | null }) {
  return (
    <p className="builder-save" data-state={state} role="status" aria-live="polite">
      <span aria-hidden="true" className="builder-save-dot" />
      {builderText(LABELS[state])}
      {state === 'error' && message ? `: ${message}` : null}
    </p>
  );
}

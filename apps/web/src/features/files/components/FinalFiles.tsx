import '../../../components/plain.css';
import type { Project } from '@quire/domain';
import { useId, useState } from 'react';
import { openConfirmation } from '../../../components/modals/open';
import { filesText } from '../messages/final';
import { statusText } from './status-text';

/**
 * Spec 1 §4 "Final files": asks "Are these your final interior and cover files?"; true when the
 * author says yes. The publish and order calls ask this before sending the book to review.
 */
export function confirmFinalFiles(): Promise<boolean> {
  return openConfirmation({
    title: filesText('files.final.title'),
    message: filesText('files.final.question'),
    confirmLabel: filesText('files.final.yes'),
    cancelLabel: filesText('files.final.no'),
  });
}

/**
 * The summary's files: interior and cover with their check status and, when `onConfirmed` is
 * given (the publish and order flows, which send the answer as `finalContents`), the final-files
 * question. Without it only the statuses show: an answer nobody records is not asked.
 */
export function FinalFilesCheck({ project, onConfirmed }: { project: Project; onConfirmed?: () => void }) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const cover = project.coverFullPreFlightCheckStatus ?? project.coverFrontPreFlightCheckStatus;
  const shown = (s: string | null) => (s ? statusText(s) : filesText('file.notUploaded'));
  return (
    <section aria-labelledby={id} className="files-final">
      <h2 className="heading heading-3" id={id}>
        {filesText('files.final.heading')}
      </h2>
      <dl className="builder-facts">
        <div>
          <dt>{filesText('files.final.interior')}</dt>
          <dd>{shown(project.interiorPreFlightCheckStatus)}</dd>
        </div>
        <div>
          <dt>{filesText('files.final.cover')}</dt>
          <dd>{shown(cover)}</dd>
        </div>
      </dl>
      {onConfirmed && (
        <div className="stack stack-start files-final-question">
          <p className="para">{filesText('files.final.question')}</p>
          <button
            type="button"
            className="button button-plain-filled"
            disabled={confirmed}
            onClick={async () => {
              if (await confirmFinalFiles()) {
                setConfirmed(true);
                onConfirmed();
              }
            }}
          >
            {filesText('files.final.confirm')}
          </button>
          <p className="para para-sm" role="status">
            {confirmed ? filesText('files.final.confirmed') : ''}
          </p>
        </div>
      )}
    </section>
  );
}

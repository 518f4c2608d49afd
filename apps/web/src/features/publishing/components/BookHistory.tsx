import '../../../components/plain.css';
import { formatDisplayDateTime } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { locale } from '../../../i18n';
import { type HistoryEntry, historyQuery } from '../api/publishing';
import { type PublishingMessageKey, publishingText } from '../messages';

/** An entry in plain words; an event Quire does not know yet shows its name. */
export function describeEntry(e: HistoryEntry): string {
  const key = `publishing.event.${e.event}` as PublishingMessageKey;
  const text = publishingText(key, {
    price: String(e.detail.priceAfter ?? ''),
    type: String(e.detail.correctionType ?? ''),
    error: String(e.detail.error ?? ''),
  });
  return text === key ? e.event : text;
}

/** A book's history on the summary: publishing steps, corrections, scheduled prices applied. */
export function BookHistory({ projectId, status }: { projectId: string; status: string }) {
  const headingId = useId();
  const { data } = useQuery(historyQuery(projectId, status));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="publishing-history">
      <h3 className="heading heading-4" id={headingId}>
        {publishingText('publishing.history')}
      </h3>
      <ol>
        {[...data].reverse().map((e) => (
          <li key={e.id}>
            <span className="para-sm">
              <time dateTime={e.at}>{formatDisplayDateTime(e.at, locale)}</time> — {describeEntry(e)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

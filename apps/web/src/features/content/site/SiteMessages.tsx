import './site.css';
import { isContentLink, CONTENT_MESSAGES as M, type SiteMessage } from '@quire/domain';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { SafeHtml } from '../SafeHtml';
import { ContentLink } from './ContentLink';
import { siteText } from './messages';
import { useRotation } from './use-rotation';

export interface SiteMessagesProps {
  messages: readonly SiteMessage[];
  /** Dismiss an INFO message or acknowledge a CRITICAL one; it leaves `messages` when this resolves. */
  onRead: (message: SiteMessage) => Promise<unknown>;
}

/**
 * The reader's site messages at the top of the page (spec 3 §3, §9): CRITICAL ones first, every
 * one shown and none rotating, each kept until "I have read this"; then the INFO ones, one at a
 * time, the next every 8000 ms when there are several (not while hovered or focused, not when
 * paused, not at all for a reader who prefers reduced motion), with previous, next and "n of m",
 * each with Dismiss. A region named "Site messages"; what changes while the reader controls it is
 * announced politely.
 */
export function SiteMessages({ messages, onRead }: SiteMessagesProps) {
  const critical = messages.filter((m) => m.severity === 'CRITICAL');
  const info = messages.filter((m) => m.severity !== 'CRITICAL');
  const [busy, setBusy] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const fallback = useRef<HTMLElement | null>(null);

  async function read(message: SiteMessage) {
    const section = ref.current;
    const hadFocus = Boolean(section?.contains(document.activeElement));
    // Where focus goes when the last message leaves: the page around the bar (the main content).
    fallback.current = section?.parentElement?.closest<HTMLElement>('[tabindex="-1"]') ?? null;
    setBusy(message.messageId);
    try {
      await onRead(message);
      if (hadFocus) setRefocus(true);
    } catch {
      // The API client has told the reader why; the message stays.
    } finally {
      setBusy(null);
    }
  }

  // The button that had focus went with its message: focus the bar, or the page when it is empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change after a read.
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    (ref.current ?? fallback.current)?.focus();
  }, [refocus, messages]);

  if (messages.length === 0) return null;
  return (
    <section ref={ref} className="site-messages" aria-label={siteText('bar.label')} tabIndex={-1}>
      {critical.length > 0 ? (
        <ul className="site-messages-critical" aria-live="polite">
          {critical.map((m) => (
            <li key={m.messageId}>
              <MessageItem message={m} busy={busy === m.messageId} onRead={read} />
            </li>
          ))}
        </ul>
      ) : null}
      {info.length > 0 ? <InfoMessages messages={info} busy={busy} onRead={read} /> : null}
    </section>
  );
}

function InfoMessages({
  messages,
  busy,
  onRead,
}: {
  messages: readonly SiteMessage[];
  busy: string | null;
  onRead: (m: SiteMessage) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, rotating, reducedMotion, next, previous } = useRotation(
    messages.length,
    hovered || focused || stopped,
  );
  const message = messages[index];
  if (!message) return null;
  const several = messages.length > 1;

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation.
    <div
      className="site-messages-info"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Silent while it turns by itself; announced when the reader moves it or it stands still. */}
      <div className="site-messages-slide" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        <MessageItem message={message} busy={busy === message.messageId} onRead={onRead} />
      </div>
      {several ? (
        <div className="site-messages-controls">
          <button
            type="button"
            className="site-control"
            onClick={previous}
            aria-label={siteText('bar.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="site-messages-position">
            {siteText('bar.position', { n: index + 1, m: messages.length })}
          </span>
          <button type="button" className="site-control" onClick={next} aria-label={siteText('bar.next')}>
            <span aria-hidden="true">›</span>
          </button>
          {reducedMotion ? null : (
            <button type="button" className="site-control" onClick={() => setStopped((s) => !s)}>
              {siteText(stopped ? 'bar.play' : 'bar.pause')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  busy,
  onRead,
}: {
  message: SiteMessage;
  busy: boolean;
  onRead: (m: SiteMessage) => void;
}) {
  const titleId = useId();
  const critical = message.severity === 'CRITICAL';
  return (
    <article className="site-message" data-severity={message.severity} aria-labelledby={titleId}>
      <div className="site-message-text">
        {critical ? <span className="site-message-badge">{siteText('bar.critical')}</span> : null}
        <strong id={titleId} className="site-message-title">
          {message.title}
        </strong>
        <SafeHtml html={message.details} kind="message" className="site-message-details" />
        {message.affectedTitles ? (
          <p className="site-message-affected">{M.affectedTitles(message.affectedTitles)}</p>
        ) : null}
        {message.link && isContentLink(message.link) ? (
          <ContentLink href={message.link} describedBy={titleId} className="site-message-link">
            {siteText('bar.link')}
          </ContentLink>
        ) : null}
      </div>
      <button
        type="button"
        className="site-message-read"
        data-critical={critical || undefined}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={titleId}
        onClick={() => onRead(message)}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {critical ? M.acknowledge : M.dismiss}
      </button>
    </article>
  );
}

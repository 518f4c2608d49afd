import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/authentication/api/auth';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { sessionExpiry } from '../../lib/session-expiry';

// Mantine's modal loads only when a warning is due: the first page does not carry it.
const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** The warning opens this long before the session ends (decision 050). */
export const SESSION_WARNING_MS = 60_000;
const SESSION_PATH = '/api/authentication/session';
/** After the end, the server is asked at most this often whether the session is gone. */
const END_CHECK_MS = 5000;

/**
 * The session time-out warning (decision 050), for a signed-in user: a minute before the session
 * ends (the server's idle or absolute end, from the headers of its answers), the app first asks
 * the server (a background call, which is not activity) whether another tab kept the session
 * alive, then opens the warning. "Stay signed in" is a call that counts as activity, so the
 * server moves the idle end and the warning closes. At the end the app asks once more: the
 * server answers 1080 and the API client's central handling signs the user out and sends them to
 * sign in, where the page says why.
 */
export function SessionTimeout() {
  const { data: user } = useSession();
  const ends = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get, sessionExpiry.get);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  // The end a background check confirmed (no other tab moved it); the warning shows only for it.
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const checkedAt = useRef(0);

  const end = user && ends ? Math.min(ends.idleAt, ends.absoluteAt) : null;
  const kind = ends && ends.absoluteAt <= ends.idleAt ? 'absolute' : 'idle';
  const due = end !== null && now >= end - SESSION_WARNING_MS;

  // Wake at the warning's time, then every second while it is due (the countdown).
  useEffect(() => {
    if (end === null) return;
    if (due) {
      const ticking = setInterval(() => setNow(Date.now()), 1000);
      return () => clearInterval(ticking);
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, end - SESSION_WARNING_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [end, due]);

  // When due and not yet confirmed, or past the end: ask the server without counting as activity.
  useEffect(() => {
    if (end === null || !due) return;
    const past = now >= end;
    if (!past && confirmed === end) return;
    if (Date.now() - checkedAt.current < END_CHECK_MS) return;
    checkedAt.current = Date.now();
    void api
      .get(SESSION_PATH, { background: true })
      .then(() => {
        const latest = sessionExpiry.get();
        if (latest) setConfirmed(Math.min(latest.idleAt, latest.absoluteAt));
      })
      .catch(() => undefined);
  }, [end, due, now, confirmed]);

  if (end === null || !due || confirmed !== end || dismissed === end) return null;

  const secondsLeft = Math.max(0, Math.ceil((end - now) / 1000));
  const stay = async () => {
    setBusy(true);
    try {
      // An ordinary call: the server counts it as activity and answers the later idle end.
      await api.get(SESSION_PATH);
    } catch {
      // The central handling already said why (1080: signed out).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog
        kind={kind}
        secondsLeft={secondsLeft}
        busy={busy}
        onStay={() => void stay()}
        onContinue={() => setDismissed(end)}
        onSignOut={async () => {
          await signOut();
          navigate('/sign-in');
        }}
      />
    </Suspense>
  );
}

import { Text } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { orderChallenge } from '../api/cart';
import { CT } from '../messages';

/** What the checkout asks of the token step: a solution good for one submission. */
export interface OrderTokenHandle {
  /** The solution not yet used, or a fresh one solved now. */
  take: () => Promise<string>;
}

const CHALLENGE_PATH = '/api/cart/token';
/** How long a submission waits for the widget to load before saying the check is still loading. */
export const WIDGET_LOAD_WAIT_MS = 15_000;

/** A promise of the widget, settled once it is on the page and configured. */
function widgetDeferred() {
  let resolve: (w: AltchaWidgetElement) => void = () => {};
  const promise = new Promise<AltchaWidgetElement>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Whether the widget's methods exist, waiting for them while it stays on the page. ALTCHA's element
 * is a Svelte custom element: it makes its component, which holds the methods, a microtask after it
 * is connected. React may run the effect that calls them before that, in the commit's own task: a
 * render at a click's priority (the widget finishing loading as Place Order is clicked) runs its
 * effects at once, and a call on the bare element ("configure is not a function") blanked the
 * checkout.
 */
async function methodsOf(w: AltchaWidgetElement, live: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < 100 && live(); tries += 1) {
    if (typeof w.configure === 'function') return true;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return false;
}

/**
 * The widget fetches its challenge through the API client (session, CSRF-free GET, the central
 * handling of 1080 and the like) and reads it unwrapped from the envelope.
 */
const challengeFetch: typeof fetch = async (_input, init) => {
  const challenge = await orderChallenge(init?.signal ?? undefined);
  return new Response(JSON.stringify(challenge), { headers: { 'content-type': 'application/json' } });
};

/**
 * The token step (spec 1 §4): ALTCHA's proof-of-work widget, loaded only on the checkout page. It
 * starts solving as soon as it loads; its checkbox solves again from the keyboard or a click after
 * an error. A solution is spent by one submission, so each `take` after the first solves anew.
 */
export function OrderToken({ ref }: { ref: Ref<OrderTokenHandle> }) {
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const unused = useRef<string | null>(null);
  // Solutions already handed out: a late 'verified' event of an earlier run must not offer one again.
  const given = useRef(new Set<string>());
  // A submission made before the widget has loaded waits for it rather than failing.
  const [mounted] = useState(widgetDeferred);

  useEffect(() => {
    let live = true;
    void import('./altcha-setup').then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const w = widget.current;
    if (!loaded || !w) return;
    let live = true;
    const onVerified = (ev: Event) => {
      const payload = (ev as CustomEvent<{ payload?: string }>).detail?.payload ?? null;
      if (payload && !given.current.has(payload)) unused.current = payload;
    };
    w.addEventListener('verified', onVerified);
    void methodsOf(w, () => live)
      .then(async (ready) => {
        if (!ready) return;
        // The element's methods are typed as promises, but configure answers nothing in some builds.
        await w.configure({
          challenge: CHALLENGE_PATH,
          fetch: challengeFetch,
          credentials: 'same-origin',
          hideFooter: true,
        });
        mounted.resolve(w);
        await w.verify();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      w.removeEventListener('verified', onVerified);
    };
  }, [loaded, mounted]);

  useImperativeHandle(ref, () => ({
    async take() {
      const ready = unused.current;
      unused.current = null;
      if (ready && !given.current.has(ready)) {
        given.current.add(ready);
        return ready;
      }
      // The widget once it is on the page and configured (at once after that).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const w = await Promise.race([
        mounted.promise,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), WIDGET_LOAD_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!w) throw new Error('The security check is still loading.');
      w.reset();
      const result = await w.verify();
      unused.current = null;
      if (!result?.payload || given.current.has(result.payload))
        throw new Error('The security check did not finish.');
      given.current.add(result.payload);
      return result.payload;
    },
  }));

  return (
    <section aria-label={CT.tokenLabel}>
      {loaded ? (
        <altcha-widget ref={widget as Ref<HTMLElement>} auto="off" />
      ) : (
        <Text size="sm">{CT.verifying}</Text>
      )}
    </section>
  );
}

import { act } from '@testing-library/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderToken, type OrderTokenHandle } from './OrderToken';

// ALTCHA's own web component (its external build; no workers, which jsdom lacks), loaded when the
// test lets it finish, and a challenge the widget fetches through the API client.
let release: () => void = () => {};
let loaded = Promise.resolve();
vi.mock('./altcha-setup', async () => {
  await import('altcha/external');
  await loaded;
  return {};
});
const challenge = vi.fn(async () => ({ algorithm: 'PBKDF2/SHA-256', challenge: 'c', salt: 's' }));
vi.mock('../api/cart', () => ({ orderChallenge: () => challenge() }));

beforeEach(() => {
  // The widget logs its failed runs (here: no solver for the algorithm, as jsdom has no workers).
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  challenge.mockClear();
  vi.restoreAllMocks();
});

function widgetOf(container: HTMLElement): AltchaWidgetElement {
  const w = container.querySelector('altcha-widget') as AltchaWidgetElement | null;
  if (!w) throw new Error('no widget yet');
  return w;
}

describe('OrderToken', () => {
  it('configures the widget and starts solving', async () => {
    // ALTCHA solves only in a secure context (HTTPS or localhost), which jsdom's page is not.
    vi.stubGlobal('isSecureContext', true);
    const view = renderWithProviders(<OrderToken ref={createRef<OrderTokenHandle>()} />);
    const widget = await vi.waitFor(() => widgetOf(view.container));
    await vi.waitFor(() => expect(widget.getConfiguration?.()?.challenge).toBe('/api/cart/token'));
    // Configured, it starts solving: the challenge is asked for through the API client.
    await vi.waitFor(() => expect(challenge).toHaveBeenCalled());
    view.unmount();
  });

  // The element is a Svelte custom element: its methods exist only once its component is made, a
  // microtask after it is connected. When the widget finished loading as Place Order was clicked,
  // React rendered it at the click's priority and ran its effects in the same task, before that
  // microtask: "configure is not a function", and the checkout went blank (seen once in the orders
  // walk). Here the update is given a click's priority the way React reads it, from `window.event`.
  it('waits for the widget’s methods when it finishes loading during a click', async () => {
    loaded = new Promise<void>((r) => {
      release = r;
    });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => {
      errors.push(e.error);
      e.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      const view = renderWithProviders(<OrderToken ref={createRef<OrderTokenHandle>()} />);
      const click = new MouseEvent('click');
      const during = vi.spyOn(window, 'event', 'get').mockReturnValue(click);
      await act(async () => {
        release();
        await loaded;
      });
      during.mockRestore();
      const widget = await vi.waitFor(() => widgetOf(view.container));
      await vi.waitFor(() => expect(widget.getConfiguration?.()?.challenge).toBe('/api/cart/token'));
      expect(errors).toEqual([]);
      expect(view.container.querySelector('section')).not.toBeNull();
      view.unmount();
    } finally {
      window.removeEventListener('error', onError);
      loaded = Promise.resolve();
    }
  });
});

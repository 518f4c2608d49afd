import {
  BACKGROUND_REQUEST_HEADER,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
} from '@quire/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../../features/authentication/routes/SignInPage';
import { api } from '../../lib/api-client';
import { clearUser } from '../../lib/session';
import { storage } from '../../lib/storage';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { author } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { wireApiClient } from '../wire-api';
import { SessionTimeout } from './SessionTimeout';

const MINUTE = 60_000;
const SESSION = 'GET /api/authentication/session';
const EXPIRED = { code: '1080', description: 'Your Session has Expired. Please sign in again...' };

/**
 * The session time-out warning (decision 050) with fake timers: the server's answers carry the
 * session's idle end; the test moves it as the server would.
 */
let idleEnd = 0;
let sessionGone = false;
const navigate = vi.fn();

function answer() {
  if (sessionGone) return fail(401, EXPIRED);
  return {
    ...ok({ user: author }),
    headers: {
      [SESSION_IDLE_EXPIRES_HEADER]: new Date(idleEnd).toISOString(),
      [SESSION_EXPIRES_HEADER]: new Date(Date.now() + 12 * 60 * MINUTE).toISOString(),
    },
  };
}

/** Moves the clock in steps of a second at most, letting React render between them (as a browser would). */
async function advance(ms: number) {
  let left = ms;
  do {
    const step = Math.min(1000, left);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
    left -= step;
  } while (left > 0);
}

const background = (h: Headers) => h.get(BACKGROUND_REQUEST_HEADER) === '1';

/** The dialog, once its lazily loaded module has rendered (findBy* would wait on faked timers). */
async function theDialog(): Promise<HTMLElement> {
  for (let i = 0; i < 20; i++) {
    const dialog = screen.queryByRole('dialog', { name: 'Are You Still There?' });
    if (dialog) return dialog;
    await advance(0);
  }
  throw new Error('no session time-out dialog');
}

// Loaded before the fake timers, so the lazy dialog resolves without real time passing.
beforeAll(async () => {
  await import('./SessionTimeoutDialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  sessionGone = false;
  idleEnd = Date.now() + 3 * MINUTE;
  wireApiClient(navigate);
  api.configure({ navigate });
  navigate.mockReset();
});
afterEach(() => {
  clearUser();
  vi.unstubAllGlobals();
});

async function start() {
  const { calls } = mockApi({ [SESSION]: () => answer() });
  renderWithProviders(<SessionTimeout />);
  await advance(0);
  return calls;
}

describe('the session time-out warning', () => {
  it('opens a minute before the idle end, as an accessible dialog; "Stay Signed In" is activity and closes it', async () => {
    const calls = await start();
    await advance(MINUTE + 58_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await advance(3000);
    // The app asked the server first, without counting as activity.
    expect(calls.filter((c) => c.key === SESSION && background(c.headers))).toHaveLength(1);
    const dialog = await theDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toMatch(/signed out in (1:00|0:5\d) because there has been no activity/);
    expect(dialog.textContent).toContain('Anything you have not saved on this page will be lost.');
    const stay = screen.getByRole('button', { name: 'Stay Signed In' });
    await advance(50);
    expect(document.activeElement).toBe(stay);
    const live = dialog.querySelector('[aria-live="assertive"]');
    expect(live?.textContent).toBe('You will be signed out in 60 seconds.');
    await advance(30_000);
    expect(dialog.textContent).toMatch(/signed out in 0:2\d/);
    expect(live?.textContent).toBe('You will be signed out in 30 seconds.');

    idleEnd = Date.now() + 30 * MINUTE;
    fireEvent.click(stay);
    await advance(0);
    const last = calls.at(-1);
    expect(last?.key).toBe(SESSION);
    expect(background(last?.headers ?? new Headers())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing more until a minute before the new end.
    await advance(28 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape also keeps the session', async () => {
    const calls = await start();
    await advance(2 * MINUTE + 1000);
    const dialog = await theDialog();
    idleEnd = Date.now() + 30 * MINUTE;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await advance(0);
    expect(background(calls.at(-1)?.headers ?? new Headers())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when another tab kept the session alive', async () => {
    await start();
    idleEnd = Date.now() + 30 * MINUTE;
    await advance(2 * MINUTE + 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at the end signs the user out and sends them to sign in, which will say why', async () => {
    await start();
    await advance(2 * MINUTE + 1000);
    expect(await theDialog()).toBeTruthy();
    sessionGone = true;
    await advance(MINUTE);
    expect(screen.queryByRole('dialog', { name: 'Are You Still There?' })).toBeNull();
    expect(storage.signInNotice()).toMatch(/signed out because your session ended/);
    await advance(5000);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('the sign-in page says once why the user was signed out', async () => {
    vi.useRealTimers();
    mockApi({ [SESSION]: ok({ user: null }) });
    storage.setSignInNotice('You were signed out because your session ended.');
    renderWithProviders(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByRole('status').textContent).toBe('You were signed out because your session ended.');
    expect(storage.signInNotice()).toBeNull();
  });
});

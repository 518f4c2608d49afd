import { CONTENT_MESSAGES, MESSAGE_ROTATION_MS, type SiteMessage } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { author } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import SiteMessageBar from './SiteMessageBar';
import { SiteMessages } from './SiteMessages';

const message = (id: string, overrides: Partial<SiteMessage> = {}): SiteMessage => ({
  messageId: id,
  typeId: 2,
  title: `Title ${id}`,
  details: `<p>Details of ${id}</p>`,
  link: null,
  severity: 'INFO',
  startAt: '2030-01-01T00:00:00.000Z',
  affectedTitles: null,
  ...overrides,
});

const INFO = [message('a'), message('b'), message('c')];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The title of the INFO message shown now. */
const shown = () =>
  screen
    .getAllByRole('article')
    .filter((a) => a.dataset.severity === 'INFO')
    .map((a) => within(a).getByText(/^Title /).textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderBar(messages: SiteMessage[], onRead = vi.fn(async () => undefined)) {
  renderWithProviders(<SiteMessages messages={messages} onRead={onRead} />);
  return onRead;
}

afterEach(() => vi.unstubAllGlobals());

describe('the site message bar: rotation', () => {
  it('shows the next INFO message every 8000 ms, with "n of m", and wraps around', () => {
    vi.useFakeTimers();
    renderBar(INFO);
    expect(screen.getByRole('region', { name: 'Site messages' })).toBeTruthy();
    expect(shown()).toEqual(['Title a']);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    advance(MESSAGE_ROTATION_MS - 1);
    expect(shown()).toEqual(['Title a']);
    advance(1);
    expect(shown()).toEqual(['Title b']);
    expect(screen.getByText('2 of 3')).toBeTruthy();
    advance(MESSAGE_ROTATION_MS);
    expect(shown()).toEqual(['Title c']);
    advance(MESSAGE_ROTATION_MS);
    expect(shown()).toEqual(['Title a']);
  });

  it('does not turn while hovered, and turns again when the pointer leaves', () => {
    vi.useFakeTimers();
    renderBar(INFO);
    const carousel = screen.getByText('1 of 3').closest('.site-messages-info') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    advance(MESSAGE_ROTATION_MS * 3);
    expect(shown()).toEqual(['Title a']);
    fireEvent.mouseLeave(carousel);
    advance(MESSAGE_ROTATION_MS);
    expect(shown()).toEqual(['Title b']);
  });

  it('does not turn while focus is inside it; announces politely then, and not while it turns', () => {
    vi.useFakeTimers();
    renderBar(INFO);
    const live = screen.getByText('Title a').closest('[aria-live]') as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('off');
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    expect(live.getAttribute('aria-live')).toBe('polite');
    advance(MESSAGE_ROTATION_MS * 3);
    expect(shown()).toEqual(['Title a']);
    act(() => dismiss.blur());
    advance(MESSAGE_ROTATION_MS);
    expect(shown()).toEqual(['Title b']);
  });

  it('previous and next move by hand (wrapping) and give the shown message its full time', () => {
    vi.useFakeTimers();
    renderBar(INFO);
    fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(shown()).toEqual(['Title c']);
    expect(screen.getByText('3 of 3')).toBeTruthy();
    advance(MESSAGE_ROTATION_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Following message' }));
    expect(shown()).toEqual(['Title a']);
    advance(MESSAGE_ROTATION_MS - 1);
    expect(shown()).toEqual(['Title a']);
    advance(1);
    expect(shown()).toEqual(['Title b']);
  });

  it('Pause messages stops the turning until Play messages', () => {
    vi.useFakeTimers();
    renderBar(INFO);
    fireEvent.click(screen.getByRole('button', { name: 'Pause messages' }));
    advance(MESSAGE_ROTATION_MS * 2);
    expect(shown()).toEqual(['Title a']);
    fireEvent.click(screen.getByRole('button', { name: 'Play messages' }));
    advance(MESSAGE_ROTATION_MS);
    expect(shown()).toEqual(['Title b']);
  });

  it('never turns by itself for a reader who prefers reduced motion; previous and next still work', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderBar(INFO);
    advance(MESSAGE_ROTATION_MS * 3);
    expect(shown()).toEqual(['Title a']);
    expect(screen.queryByRole('button', { name: 'Pause messages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Following message' }));
    expect(shown()).toEqual(['Title b']);
    expect(
      (screen.getByText('Title b').closest('[aria-live]') as HTMLElement).getAttribute('aria-live'),
    ).toBe('polite');
  });

  it('one INFO message: no controls, nothing turns', () => {
    vi.useFakeTimers();
    renderBar([message('a')]);
    expect(screen.queryByRole('button', { name: 'Following message' })).toBeNull();
    expect(screen.queryByText('1 of 1')).toBeNull();
    advance(MESSAGE_ROTATION_MS * 2);
    expect(shown()).toEqual(['Title a']);
  });
});

describe('the site message bar: what a message shows', () => {
  it('CRITICAL messages first, every one shown and none turning, each with "I have read this"', () => {
    vi.useFakeTimers();
    renderBar([
      message('a'),
      message('x', { severity: 'CRITICAL' }),
      message('b'),
      message('y', { severity: 'CRITICAL' }),
    ]);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('data-severity'))).toEqual(['CRITICAL', 'CRITICAL', 'INFO']);
    expect(screen.getAllByRole('button', { name: CONTENT_MESSAGES.acknowledge })).toHaveLength(2);
    expect(screen.getByText('1 of 2')).toBeTruthy();
    advance(MESSAGE_ROTATION_MS * 5);
    expect(screen.getByRole('article', { name: 'Title x' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Title y' })).toBeTruthy();
    // The acknowledge button names the message it is about.
    const ack = within(screen.getByRole('article', { name: 'Title x' })).getByRole('button');
    expect(ack.getAttribute('aria-describedby')).toBe(screen.getByText('Title x').id);
    expect(
      within(screen.getByRole('article', { name: 'Title x' })).queryByRole('button', { name: 'Dismiss' }),
    ).toBeNull();
  });

  it('says how many of the reader’s titles it is about, and links to the message’s link', () => {
    renderBar([
      message('a', { affectedTitles: 3, link: '/projects/coupon', severity: 'CRITICAL' }),
      message('b', { affectedTitles: 1, link: 'https://help.example.com/x' }),
    ]);
    const a = screen.getByRole('article', { name: 'Title a' });
    expect(within(a).getByText(CONTENT_MESSAGES.affectedTitles(3))).toBeTruthy();
    expect(within(a).getByText('3 of your titles')).toBeTruthy();
    expect(within(a).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/projects/coupon');
    const b = screen.getByRole('article', { name: 'Title b' });
    expect(within(b).getByText('1 of your titles')).toBeTruthy();
    const outside = within(b).getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect(outside.getAttribute('href')).toBe('https://help.example.com/x');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no link that is neither a path of the site nor https, and no script of the details', () => {
    renderBar([
      message('a', {
        link: 'javascript:alert(1)',
        details: '<p>Read <b>this</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      }),
    ]);
    const a = screen.getByRole('article', { name: 'Title a' });
    expect(within(a).queryByRole('link')).toBeNull();
    expect(a.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(a).getByText('this').tagName).toBe('B');
    expect(a.textContent).not.toContain('alert');
  });

  it('nothing at all without messages', () => {
    renderBar([]);
    expect(screen.queryByRole('region', { name: 'Site messages' })).toBeNull();
  });
});

describe('the site message bar with the API', () => {
  const csrf = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };

  function renderWithApi(
    messages: SiteMessage[],
    dismiss = ok({ messageId: 'x', dismissed: true, acknowledged: false }),
  ) {
    const api = mockApi({
      ...csrf,
      'GET /api/authentication/session': ok({ user: author }),
      'GET /api/project/page-banners/projects': ok({ page: 'projects', modules: [], banners: [], messages }),
      'POST /api/dismiss_broadcast_message': dismiss,
    });
    renderWithProviders(<SiteMessageBar page="projects" />);
    return api;
  }

  it('Dismiss sends the message id and the message goes; focus stays in the bar', async () => {
    const api = renderWithApi([message('a'), message('b')]);
    const first = await screen.findByRole('article', { name: 'Title a' });
    const dismiss = within(first).getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    fireEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Title a' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Title b' })).toBeTruthy();
    expect(
      api.calls.filter((c) => c.key === 'POST /api/dismiss_broadcast_message').map((c) => c.body),
    ).toEqual([{ messageId: 'a' }]);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Site messages' }));
    expect(api.calls.filter((c) => c.key.startsWith('GET /api/project/page-banners'))).toHaveLength(1);
  });

  it('a CRITICAL message stays until "I have read this", which acknowledges it', async () => {
    const api = renderWithApi(
      [message('x', { severity: 'CRITICAL' })],
      ok({ messageId: 'x', dismissed: true, acknowledged: true }),
    );
    const critical = await screen.findByRole('article', { name: 'Title x' });
    expect(within(critical).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('article', { name: 'Title x' })).toBeTruthy();
    fireEvent.click(within(critical).getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Site messages' })).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/dismiss_broadcast_message')?.body).toEqual({
      messageId: 'x',
    });
  });

  it('a refused dismissal keeps the message (the API client reports the failure)', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApi([message('a')], fail(500, { code: '0', description: 'Oops' }));
    const a = await screen.findByRole('article', { name: 'Title a' });
    fireEvent.click(within(a).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(within(a).getByRole('button', { name: 'Dismiss' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('article', { name: 'Title a' })).toBeTruthy();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });

  it('asks nothing for a visitor', async () => {
    const api = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<SiteMessageBar page="projects" />);
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('GET /api/authentication/session'));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/authentication/session']);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FAILED } from '../../components/PageErrorBoundary';
import { renderInLayout } from '../../test/layout';

/** A page whose effect throws, as the checkout's did when its security widget was not ready. */
function BrokenPage() {
  useEffect(() => {
    throw new TypeError('w.configure is not a function');
  }, []);
  return <h1>Checkout</h1>;
}

const renderAt = (path: string) =>
  renderInLayout(
    [
      { path: 'broken', element: <BrokenPage /> },
      { path: 'fine', element: <h1>Another page</h1> },
    ],
    path,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that stops working', () => {
  it('says so in the site’s frame, offers a reload, and another page works again', async () => {
    // React reports the caught error on the console; the test keeps its output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = renderAt('/broken');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unexpected error');
    expect(alert.textContent).toContain('This page stopped working.');
    // The frame stays: the header and the footer are still there.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    // It is written to the console under a line of its own, which the Chromium walks fail on.
    expect(logged).toHaveBeenCalledWith(
      PAGE_FAILED,
      expect.objectContaining({ message: 'w.configure is not a function' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');

    // Another address is another try: the next page shows as usual.
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeTruthy();
    expect(screen.queryByText('Unexpected error')).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration';

afterEach(() => vi.unstubAllGlobals());

/** Renders the restoration under a memory router; answers its navigate and the scrollTo calls. */
function setUp() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  let navigate: NavigateFunction = () => undefined;
  function Grab() {
    navigate = useNavigate();
    return <div id="reviews">Reviews</div>;
  }
  render(
    <MemoryRouter initialEntries={['/a']}>
      <ScrollRestoration />
      <Grab />
    </MemoryRouter>,
  );
  const scrollAt = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, scrollAt, go: (to: string | number) => act(() => void navigate(to as string)) };
}

describe('scroll restoration', () => {
  it('opens a new page at its top and returns to where a page was left on Back and Forward', async () => {
    const { scrollTo, scrollAt, go } = setUp();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollAt(640);
    await go('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollAt(120);
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opens at the element a #hash names', async () => {
    const { scrollTo, go } = setUp();
    const into = vi.spyOn(Element.prototype, 'scrollIntoView');
    await go('/b#reviews');
    expect(into).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

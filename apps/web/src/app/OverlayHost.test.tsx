import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, showToast } from '../components/toasts';
import { OverlayHost } from './OverlayHost';
import { cssVariablesResolver, theme } from './theme';

afterEach(() => resetToasts());

describe('toasts', () => {
  it('appear bottom right, in the container the app styles, never over the header', async () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <OverlayHost />
      </MantineProvider>,
    );
    act(() => {
      showToast({ message: 'You are signed out.', tone: 'success' });
    });
    const toast = await screen.findByText('You are signed out.');
    const container = toast.closest('[data-position]');
    expect(container?.getAttribute('data-position')).toBe('bottom-right');
    expect(container?.classList.contains('app-toasts')).toBe(true);
  });

  it('the container is raised above the builder’s sticky bar', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'styles.css'), 'utf8');
    expect(css).toMatch(/\.app-toasts\[data-position="bottom-right"\] \{\s*bottom: calc\(4\.5rem/);
  });
});

/**
 * How Quire's tests and benchmarks launch Debian's Chromium: its binary (Playwright's own browser
 * download cannot work on our machines) and the flags that keep it quiet on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

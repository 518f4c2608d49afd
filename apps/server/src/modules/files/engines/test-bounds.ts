/**
 * A hostile file "ends in ERROR within seconds", as a test bound. It is generous on
 * purpose: these machines are shared and a loaded core can be ten times slower, so the bound only
 * tells a file that was stopped early from one that was inflated or parsed to the end (which takes
 * minutes or runs out of memory). Speed itself is measured in bench/, as ratios.
 */
export const WITHIN_SECONDS_MS = 15_000;

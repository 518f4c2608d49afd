import { formatInches } from '@quire/domain';

// The cover layout itself is the domain's: `coverLayout` in @quire/domain
// (packages/domain/src/files/cover-layout.ts). Only display helpers live here.

/** Inches as the screens show them ("6", "8.5", "0.451"). */
export const inches = formatInches;

/** Millimetres to one decimal. */
export function millimetres(valueIn: number): string {
  return String(Math.round(valueIn * 254) / 10);
}

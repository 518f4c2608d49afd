/**
 * The three-digit ZIP code prefixes of each US state, district and territory (README.md says where
 * they come from), as inclusive ranges. A prefix may belong to two states (733: Texas, and an IRS
 * office in Oklahoma's range); a prefix no range holds is not checked.
 */
export const ZIP_PREFIX_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
  GU: [[969, 969]],
  AA: [[340, 340]],
  AE: [[90, 98]],
  AP: [[962, 966]],
};

/** The states whose ZIP codes start with the first three digits of `zip` (empty when none is known). */
export function statesOfZip(zip: string): string[] {
  const digits = zip.trim().slice(0, 3);
  if (!/^\d{3}$/.test(digits)) return [];
  const prefix = Number(digits);
  return Object.entries(ZIP_PREFIX_RANGES)
    .filter(([, ranges]) => ranges.some(([lo, hi]) => prefix >= lo && prefix <= hi))
    .map(([state]) => state);
}

/**
 * A front or back cover that passed its preflight but that pdf-lib cannot place on the full cover:
 * the preflight's readers repair damage pdf-lib refuses. The author's file is at fault, so the
 * message says what to do. In a module of its own so the files module can know it without loading
 * pdf-lib.
 */
export class CoverArtUnusable extends Error {
  override readonly name = 'CoverArtUnusable';
  constructor(side: 'front' | 'back' | null, options?: { cause?: unknown }) {
    const which = side ? `The ${side} cover` : 'The front or back cover';
    super(
      `${which} could not be placed on the full cover: its PDF is slightly damaged. Export it again (for example as PDF/X-1a) and upload the new file.`,
      options,
    );
  }
}

import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes through and keeps the first `size` of them; calls `check(head)` once it has them
 * (or at the end of a shorter stream). A throwing check fails the stream before more is stored.
 */
export class HeadGuard extends Transform {
  private parts: Buffer[] = [];
  private length = 0;
  private checked = false;
  head: Buffer = Buffer.alloc(0);

  constructor(
    private readonly size: number,
    private readonly check: (head: Buffer) => void,
  ) {
    super();
  }

  private runCheck(): Error | null {
    this.checked = true;
    this.head = Buffer.concat(this.parts).subarray(0, this.size);
    this.parts = [];
    try {
      this.check(this.head);
      return null;
    } catch (error) {
      return error as Error;
    }
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (!this.checked) {
      this.parts.push(chunk);
      this.length += chunk.length;
      if (this.length >= this.size) {
        const error = this.runCheck();
        if (error) {
          done(error);
          return;
        }
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.checked ? null : this.runCheck());
  }
}

/** A display name for an uploaded file: no path, no control characters, at most 200 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (clean || 'upload').slice(0, 200);
}

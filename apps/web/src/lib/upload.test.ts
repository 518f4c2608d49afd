import { AppErrorBase, failure, success } from '@quire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from './upload';

interface Answer {
  status: number;
  body: string;
}

/** XMLHttpRequest as the browser drives it: each send takes the next answer, after its progress. */
function fakeXhr(answers: Answer[]) {
  const sent: { path: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private path = '';
    private headers: Record<string, string> = {};
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ path: this.path, headers: this.headers, body });
      const answer = answers.shift();
      setTimeout(() => {
        if (!answer) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const rotated = {
  status: 401,
  body: JSON.stringify(failure([{ code: 'SESSION_ROTATED', description: 'x' }])),
};
const ok = { status: 200, body: JSON.stringify(success({ fileId: 'f1' })) };
const send = (extra: Partial<Parameters<typeof uploadWithProgress>[0]> = {}) =>
  uploadWithProgress<{ fileId: string }>({ path: '/api/x', body: new FormData(), token: 't0k', ...extra });

describe('uploads with their progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the payload, with the CSRF header and the progress up to 100', async () => {
    const sent = fakeXhr([ok]);
    const progress: number[] = [];
    await expect(send({ onProgress: (p) => progress.push(p) })).resolves.toEqual({ fileId: 'f1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-csrf-token']).toBe('t0k');
    expect(progress).toEqual([50, 100]);
  });

  it("sends once more when the session's id had just changed (SESSION_ROTATED), and only once", async () => {
    const sent = fakeXhr([rotated, ok]);
    await expect(send()).resolves.toEqual({ fileId: 'f1' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe(sent[0]?.body);

    fakeXhr([rotated, rotated]);
    const twice = await send().catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(AppErrorBase);
    expect((twice as AppErrorBase).code).toBe('SESSION_ROTATED');
  });

  it("rejects with the server's items, a proxy's 413 page as the caller's words, and a network failure as UNEXPECTED", async () => {
    fakeXhr([
      {
        status: 422,
        body: JSON.stringify(failure([{ code: '21006', description: 'Bad ISBN', field: 'isbn' }])),
      },
    ]);
    const refused = (await send().catch((e: unknown) => e)) as AppErrorBase;
    expect(refused.items).toEqual([{ code: '21006', description: 'Bad ISBN', field: 'isbn' }]);
    expect(refused.status).toBe(422);

    const tooLarge = () => new AppErrorBase([{ code: 'PAYLOAD_TOO_LARGE', description: 'Too big' }], 413);
    fakeXhr([{ status: 413, body: '<html>Request Entity Too Large</html>' }]);
    expect(((await send({ tooLarge }).catch((e: unknown) => e)) as AppErrorBase).code).toBe(
      'PAYLOAD_TOO_LARGE',
    );

    fakeXhr([]);
    expect(((await send().catch((e: unknown) => e)) as AppErrorBase).code).toBe('UNEXPECTED');
  });
});

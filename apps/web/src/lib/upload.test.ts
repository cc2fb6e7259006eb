import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onApiEvent, type ApiEvent } from './api-events';
import { upload } from './upload';

/** The browser's XMLHttpRequest, answering every request with one status and body. */
function answerWith(status: number, body: string) {
  return class {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      this.responseText = body;
      queueMicrotask(() => this.onload?.());
    }
  };
}

let events: ApiEvent[];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = onApiEvent((e) => events.push(e));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const send = () => upload('/upload/user/images', new FormData());

describe('upload', () => {
  it.each([
    [400, 'The image is too large: at most 8,192 × 6,144 pixels.'],
    [429, 'Too many uploads. Please wait a minute and try again.'],
    // The image queue is full: the uploader says so, not the "server error" dialog.
    [503, 'The server is busy with other images. Please try again in a moment.'],
  ])(
    'rejects a %i with the server’s message for the uploader to show, and opens no dialog',
    async (status, message) => {
      vi.stubGlobal('XMLHttpRequest', answerWith(status, JSON.stringify({ message })));
      await expect(send()).rejects.toMatchObject({ status, message });
      expect(events).toEqual([]);
    },
  );

  it('opens the server error dialog for a server error, and for a 503 without the server’s message', async () => {
    vi.stubGlobal('XMLHttpRequest', answerWith(500, JSON.stringify({ message: 'A server error occurred.' })));
    await expect(send()).rejects.toMatchObject({ status: 500 });
    vi.stubGlobal('XMLHttpRequest', answerWith(503, '<html>Service Unavailable</html>'));
    await expect(send()).rejects.toMatchObject({
      status: 503,
      message: 'Something went wrong. Please try again.',
    });
    expect(events).toEqual([{ type: 'server-error' }, { type: 'server-error' }]);
  });
});

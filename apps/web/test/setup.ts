// jsdom lacks what Mantine measures with (matchMedia, ResizeObserver, IntersectionObserver): stubbed below.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { closeAllDialogs } from '../src/lib/dialogs';
import { initI18n } from '../src/lib/i18n';

// As in main.tsx: i18next is started before any module adds its feature's texts (features/*/texts.ts).
initI18n();

afterEach(() => {
  cleanup();
  // The global dialogs' state is a module's, kept between the files a worker runs one after another: a test that
  // met a server error or a conflict leaves no dialog open for the next.
  closeAllDialogs();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(window, { ResizeObserver: Observer, IntersectionObserver: Observer });
window.HTMLElement.prototype.scrollIntoView = () => {};
// Textarea's autosize listens for web fonts to finish loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
});

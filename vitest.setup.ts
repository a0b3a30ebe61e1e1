import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The `dom` project's files share their worker's document (isolate: false in vite.config.ts):
// this file runs before each of them, which starts, as in a fresh document, with nothing stored,
// an empty body and at the address jsdom opens (a file may ask for Node's environment instead: no window then).
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // What a file put in the document by hand (a prerendered page it hydrates) is not the next file's.
  document.body.replaceChildren();
}

afterEach(() => cleanup());

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { installComputedStyleCache } from './computed-style-cache';

installComputedStyleCache(window);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files share a worker's jsdom (isolate: false): a file that failed with its fake clock still
// installed must not hand it to the next file.
afterAll(() => {
  vi.useRealTimers();
});

/**
 * Startup (src/app/main.tsx) imported for real in jsdom: without a #root element it throws the spec's
 * error (01 §8); with one, the same module renders the app into it.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  // A fresh module registry per test, so main.tsx runs its top level again.
  vi.resetModules();
  document.body.innerHTML = '';
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startup', () => {
  it('throws "Failed to find the root element" when the page has no #root', async () => {
    expect(document.getElementById('root')).toBeNull();
    await expect(import('../../../src/app/main')).rejects.toThrow('Failed to find the root element');
  });

  it('renders the app into #root when the page has one', async () => {
    // main.tsx renders outside act(), as in the browser; React must not expect act() here.
    const previousActEnvironment = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);

      await import('../../../src/app/main');

      await waitFor(() => expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument(), { timeout: 5_000 });
      expect(root).toContainElement(screen.getByRole('link', { name: 'Get Started' }));
    } finally {
      reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
    }
  });
});

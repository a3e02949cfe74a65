import { useSyncExternalStore } from 'react';

const noMatchMedia = typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/** Whether a CSS media query matches now; re-renders when that changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (noMatchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => !noMatchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

import { useEffect, useState } from 'react';

/**
 * Marks the page once the designer's open has settled (open-gate.ts): what waits for it (the first
 * visit's assistant) has been decided by then, so a check that the assistant stays closed waits for
 * this instead of passing before the assistant could have opened. Its own state, so only it renders.
 */
export function OpenSettledMark({ settled }: { settled: Promise<void> }) {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    // A task later: whatever else waited for the settle (the assistant's opening) has rendered first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isMounted = true;
    void settled.then(() => {
      if (isMounted) timer = setTimeout(() => setSettled(true), 0);
    });
    return () => {
      isMounted = false;
      clearTimeout(timer);
    };
  }, [settled]);
  return isSettled ? <span hidden data-designer-open-settled="" /> : null;
}

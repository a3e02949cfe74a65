import { afterAll } from 'vitest';

/**
 * jsdom has no layout: React Flow needs ResizeObserver, DOMMatrixReadOnly and element sizes to
 * mount (xyflow's own testing guide lists these). Nodes stay unmeasured, so React Flow keeps them
 * hidden, but they are in the DOM with their content.
 *
 * Installed for the calling test file only: the client project shares one jsdom among the files a
 * worker runs (isolate: false), and other views must not see a fixed 800×600 layout or an observer
 * that answers at once.
 */
export function installReactFlowDom(): void {
  const globals = globalThis as Record<string, unknown>;
  const saved = {
    ResizeObserver: Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver'),
    DOMMatrixReadOnly: Object.getOwnPropertyDescriptor(globalThis, 'DOMMatrixReadOnly'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    getBBox: Object.getOwnPropertyDescriptor(SVGElement.prototype, 'getBBox'),
  };
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    }
    globals.ResizeObserver = ResizeObserverStub;
  }
  if (!('DOMMatrixReadOnly' in globalThis)) {
    class DOMMatrixReadOnlyStub {
      m22: number;
      constructor(transform?: string) {
        const scale = transform?.match(/scale\(([1-9.])\)/)?.[1];
        this.m22 = scale !== undefined ? Number(scale) : 1;
      }
    }
    globals.DOMMatrixReadOnly = DOMMatrixReadOnlyStub;
  }
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 600 },
    offsetWidth: { configurable: true, get: () => 800 },
  });
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;

  afterAll(() => {
    restore(globalThis, 'ResizeObserver', saved.ResizeObserver);
    restore(globalThis, 'DOMMatrixReadOnly', saved.DOMMatrixReadOnly);
    restore(HTMLElement.prototype, 'offsetHeight', saved.offsetHeight);
    restore(HTMLElement.prototype, 'offsetWidth', saved.offsetWidth);
    restore(SVGElement.prototype, 'getBBox', saved.getBBox);
  });
}

function restore(target: object, key: string, descriptor: PropertyDescriptor | undefined): void {
  if (descriptor) Object.defineProperty(target, key, descriptor);
  else delete (target as Record<string, unknown>)[key];
}

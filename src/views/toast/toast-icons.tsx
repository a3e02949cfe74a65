import type { ReactNode } from 'react';
import type { ToastVariant } from '../../machines/toast/toast.types';

/*
 * The toast's icons as plain SVG, in Lucide's shapes (lucide.dev, ISC licence). The toast region is
 * part of every page's first load, and lucide-react's icon builder would cost the sign-in pages
 * 2.4 kB gzip of their 150 kB budget; every other screen keeps using lucide-react.
 */

const circle = <circle cx="12" cy="12" r="10" />;

const variantShapes: Record<ToastVariant, ReactNode> = {
  default: (
    <>
      <path d="M10.268 21a2 2 0 0 0 3.464 0" />
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    </>
  ),
  destructive: (
    <>
      {circle}
      <path d="M12 8v4M12 16h.01" />
    </>
  ),
  success: (
    <>
      {circle}
      <path d="m16 9-5.5 5.5L8 12" />
    </>
  ),
  cart: (
    <>
      <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
      <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
      <circle cx="18" cy="20" r="2" />
      <circle cx="8" cy="20" r="2" />
    </>
  ),
  favorite: <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
  info: (
    <>
      {circle}
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
};

function OutlineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function ToastVariantIcon({ variant, size }: { variant: ToastVariant; size: number }) {
  return <OutlineIcon size={size}>{variantShapes[variant]}</OutlineIcon>;
}

export function CloseIcon({ size }: { size: number }) {
  return (
    <OutlineIcon size={size}>
      <path d="M18 6 6 18M6 6l12 12" />
    </OutlineIcon>
  );
}

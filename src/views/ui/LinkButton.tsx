import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { linkButton, type LinkButtonVariants } from './LinkButton.css';

/** A router link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ variant, size, className, children, ...props }: LinkProps & LinkButtonVariants & { children: ReactNode }) {
  return (
    <Link {...props} className={[linkButton({ variant, size }), className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './Logo.css';

/** Spec 01 §9: the logo falls back from /images/logo.png to /logo.png on load error. */
export const LOGO_SOURCES = ['/images/logo.png', '/logo.png'] as const;

export function LogoImage({ size = 32, alt = '' }: { size?: number; alt?: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <img
      src={LOGO_SOURCES[attempt]}
      alt={alt}
      width={size}
      height={size}
      className={styles.image}
      onError={() => setAttempt((current) => Math.min(current + 1, LOGO_SOURCES.length - 1))}
    />
  );
}

/** The logo with the product name, linking to /home. */
export function LogoLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/home" className={[styles.link, styles.tone[tone]].join(' ')}>
      <LogoImage />
      <span className={styles.wordmark}>Botflow</span>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { LogoLink } from '../layout/Logo';
import * as styles from './AccountForms.css';

/** The centred card of the sign-in and registration pages, with the logo back to /home. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className={styles.authPage}>
      <section className={styles.card} aria-labelledby="page-title">
        <header className={styles.header}>
          <LogoLink />
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
      </section>
    </main>
  );
}

import { pageTitle } from './PageTitleOnly.css';

/** A screen whose issue has not landed yet: its title only (README lists which). */
export function PageTitleOnly({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={pageTitle}>
        {title}
      </h1>
    </section>
  );
}

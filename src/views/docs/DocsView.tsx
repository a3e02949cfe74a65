import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { BareButton } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { docPages, findDocPage } from './doc-pages';
import * as styles from './DocsView.css';

/** Documentation (/documents/{slug}): a side menu of the five pages and the chosen page. */
export function DocsView({ slug }: { slug: string | undefined }) {
  const page = findDocPage(slug);
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of the history has the key "default": there is nowhere inside the app to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/home') : navigate(-1));

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <BareButton className={styles.back} onPress={() => void goBack()}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back
        </BareButton>
        <nav aria-label="Documentation">
          <p className={styles.menuHeading}>Documentation</p>
          <ul className={styles.menu}>
            {docPages.map((item) => (
              <li key={item.slug}>
                <NavLink to={`/documents/${item.slug}`} className={({ isActive }) => [styles.menuLink, isActive ? styles.menuLinkActive : ''].join(' ')}>
                  <span className={styles.menuTitle}>{item.title}</span>
                  <span className={styles.menuDescription}>{item.description}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        {page ? (
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                <Spinner />
                Loading...
              </p>
            }
          >
            <page.Content />
          </Suspense>
        ) : (
          <DocNotFound />
        )}
      </div>
    </div>
  );
}

function DocNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="doc-not-found-title">
      <span className={styles.notFoundIcon} aria-hidden="true">
        <FileQuestion size={28} />
      </span>
      <h1 id="doc-not-found-title" className={styles.notFoundTitle}>
        Page Not Found
      </h1>
      <p className={styles.notFoundText}>The requested documentation page could not be found.</p>
      <Link to="/home" className={styles.homeLink}>
        Back to Home
      </Link>
    </section>
  );
}

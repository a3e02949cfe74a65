import { Link } from 'react-router-dom';
import { LogoImage } from './Logo';
import * as styles from './SiteFooter.css';

/** Shared by the layout and the landing page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <div className={styles.brandName}>
            <LogoImage size={28} />
            <span>Botflow</span>
          </div>
          <p className={styles.tagline}>Build, chain and run automation bots.</p>
        </div>
        <nav aria-label="Footer" className={styles.links}>
          <Link to="/about-us">About Us</Link>
          <Link to="/documents/overview">Documentation</Link>
          <Link to="/home#contact">Contact</Link>
        </nav>
      </div>
      <div className={styles.copyright}>
        <p className={styles.copyrightText}>© {new Date().getFullYear()} Botflow. All rights reserved.</p>
      </div>
    </footer>
  );
}

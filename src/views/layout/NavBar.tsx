import { useSelector } from '@xstate/react';
import { LogIn, LogOut, Menu as MenuIcon, UserPlus, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectSessionStatus, selectUser } from '../../machines/session/session.selectors';
import { useSessionActor } from '../session/session-actor-context';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/market/cart.machine';
import { CartLink } from './CartLink';
import { LogoLink } from './Logo';
import { accountLinks, mainLinks, publicLinks } from './nav-links';
import * as styles from './NavBar.css';
import { useSignOut } from './use-sign-out';
import { UserMenu } from './UserMenu';

const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) => [styles.navLink, isActive ? styles.navLinkActive : ''].join(' ');

export interface NavBarProps {
  defaultMobileMenuOpen?: boolean;
  /** The signed-in user's cart, shown beside the account menu. */
  cart?: ActorRefFrom<typeof cartMachine> | null;
  /** The signed-in user's notification bell (D129), shown beside the cart. */
  bell?: ReactNode;
}

export function NavBar({ defaultMobileMenuOpen = false, cart = null, bell = null }: NavBarProps) {
  const session = useSessionActor();
  const signedIn = useSelector(session, selectSessionStatus) === 'signedIn';
  const user = useSelector(session, selectUser);
  const signOut = useSignOut();
  const location = useLocation();
  // Remembering where the menu was opened closes it on any navigation without an effect.
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(defaultMobileMenuOpen ? location.key : null);
  const mobileOpen = openedAtKey === location.key;
  const closeMobile = () => setOpenedAtKey(null);

  useEffect(() => {
    if (!mobileOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAtKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mobileOpen]);

  const name = user?.name || 'there';
  // The app's pages need a session; a visitor gets the public pages' links instead.
  const links = signedIn ? mainLinks : publicLinks;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LogoLink />
        <nav aria-label="Main" className={styles.desktopNav}>
          {links.map(({ to, label }) => (
            <NavLink key={to} to={to} className={navLinkClass}>
              {label}
            </NavLink>
          ))}
        </nav>
        {signedIn && cart ? <CartLink cart={cart} /> : null}
        {signedIn ? bell : null}
        <div className={styles.desktopAccount}>
          {signedIn ? (
            <UserMenu name={name} onSignOut={signOut} />
          ) : (
            <>
              <Link to="/login" className={styles.signIn}>
                Sign in
              </Link>
              <Link to="/register" className={styles.register}>
                Register
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenedAtKey(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <X size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
        </button>
      </div>
      {mobileOpen ? (
        <div id={MOBILE_MENU_ID} className={styles.mobilePanel}>
          <nav aria-label="Mobile" className={styles.mobileSection}>
            {links.map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} className={({ isActive }) => [styles.mobileLink, isActive ? styles.mobileLinkActive : ''].join(' ')}>
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.mobileSection}>
            {signedIn ? (
              <>
                <p className={styles.mobileGreeting}>Hi, {name}</p>
                {accountLinks.map(({ to, label, icon: Icon }) => (
                  <NavLink key={to} to={to} className={({ isActive }) => [styles.mobileLink, isActive ? styles.mobileLinkActive : ''].join(' ')}>
                    <Icon size={18} aria-hidden="true" />
                    {label}
                  </NavLink>
                ))}
                <button
                  type="button"
                  className={styles.mobileLink}
                  onClick={() => {
                    closeMobile();
                    signOut();
                  }}
                >
                  <LogOut size={18} aria-hidden="true" />
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className={styles.mobileLink}>
                  <LogIn size={18} aria-hidden="true" />
                  Sign in
                </Link>
                <Link to="/register" className={styles.mobileLink}>
                  <UserPlus size={18} aria-hidden="true" />
                  Register
                </Link>
              </>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}

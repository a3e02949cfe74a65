import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AssistantLauncher, type AssistantChatActorRef, type AssistantHintActorRef } from './AssistantLauncher';
import * as styles from './AppLayout.css';
import { NavBar, type NavBarProps } from './NavBar';
import { SiteFooter } from './SiteFooter';

export const MAIN_CONTENT_ID = 'main-content';

/** The shared layout (spec 01 §2): navigation bar, page, footer and the floating assistant. */
export interface AppLayoutProps {
  hintActor: AssistantHintActorRef;
  chatActor: AssistantChatActorRef;
  children: ReactNode;
  /** For stories and tests: start with the mobile menu open. */
  defaultMobileMenuOpen?: boolean;
  /** A full-window tool (the designer): the page takes the window below the header, no footer, no page scroll. */
  fullWindow?: boolean;
  /** The signed-in user's cart, for the navigation bar. */
  cart?: NavBarProps['cart'];
  /** The signed-in user's notification bell, for the navigation bar. */
  bell?: NavBarProps['bell'];
}

export function AppLayout({ hintActor, chatActor, children, defaultMobileMenuOpen, fullWindow = false, cart = null, bell = null }: AppLayoutProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    hintActor.send({ type: 'route.changed', pathname });
  }, [hintActor, pathname]);

  return (
    <div className={fullWindow ? styles.fullWindowShell : styles.shell} data-full-window={fullWindow || undefined}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <NavBar defaultMobileMenuOpen={defaultMobileMenuOpen} cart={cart} bell={bell} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={fullWindow ? styles.fullWindowMain : styles.main}>
        {children}
      </main>
      {fullWindow ? null : <SiteFooter />}
      <AssistantLauncher hintActor={hintActor} chatActor={chatActor} />
    </div>
  );
}

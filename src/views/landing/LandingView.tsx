import { useSelector } from '@xstate/react';
import { ArrowRight, BookOpen, Bot, Mail, MessageCircle, Store, Workflow } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { LogoLink } from '../layout/Logo';
import { publicLinks } from '../layout/nav-links';
import { SiteFooter } from '../layout/SiteFooter';
import { useSessionActor } from '../session/session-actor-context';
import { LinkButton } from '../ui/LinkButton';
import { linkButton } from '../ui/LinkButton.css';
import * as styles from './LandingView.css';

/** Where the footer's Contact, About's Contact us and get in touch lead: an address a visitor can write to. */
const CONTACT_EMAIL = 'hello@botflow.dev';

/** Static marketing claims (spec 01 §1): plain text, not live figures. */
const claims = [
  { value: '10K+', label: 'Users' },
  { value: '1M+', label: 'Automations' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
] as const;

const features = [
  { icon: Bot, title: 'My Bots', text: 'Upload or subscribe to bots, switch them on and off, and keep an eye on how each one performs.' },
  { icon: Workflow, title: 'Sequences', text: 'Chain bots together for more power, then lay the chain out on a canvas in the workflow designer.' },
  { icon: Store, title: 'Marketplace', text: 'Discover and add new bots built by the community, with ratings, downloads and one-time pricing.' },
  { icon: MessageCircle, title: 'Flo, your AI Assistant', text: 'Ask questions about Botflow wherever you are; Flo is one click away on every page.' },
] as const;

export function LandingView() {
  const signedIn = useSelector(useSessionActor(), selectSessionStatus) === 'signedIn';
  const { hash } = useLocation();

  // The router does not scroll to fragments, and the footer links to /home#contact.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <LogoLink tone="light" />
        <nav aria-label="Main" className={styles.headerNav}>
          {/* The same links as the layout's header for a visitor: one signed-out header on every public page. */}
          {publicLinks.map(({ to, label }) => (
            <Link key={to} to={to} className={[styles.headerLink, styles.headerLinkWide].join(' ')}>
              {label}
            </Link>
          ))}
          {signedIn ? (
            <Link to="/dashboard" className={styles.headerLink}>
              Dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className={styles.headerLink}>
                Sign in
              </Link>
              <Link to="/register" className={[styles.headerLink, styles.headerRegister].join(' ')}>
                Register
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className={styles.main}>
        <section aria-labelledby="landing-title" className={styles.hero}>
          <div className={styles.heroBody}>
            <p className={styles.eyebrow}>Automation bots, chained and under control</p>
            <h1 id="landing-title" className={styles.title}>
              Welcome to Botflow
            </h1>
            <p className={styles.lead}>
              Manage your automation bots, chain them into sequences, design workflows on a canvas and find new bots in the marketplace, all
              in one place.
            </p>
            <div className={styles.actions}>
              <LinkButton to={signedIn ? '/dashboard' : '/login'} variant="inverse" size="lg">
                Get Started
                <ArrowRight size={18} aria-hidden="true" />
              </LinkButton>
              <LinkButton to="/register" variant="outlineInverse" size="lg">
                Register
              </LinkButton>
              <LinkButton to="/about-us" variant="outlineInverse" size="lg">
                About Us
              </LinkButton>
            </div>
            <ul className={styles.claims} aria-label="Botflow in numbers">
              {claims.map(({ value, label }) => (
                <li key={value} className={styles.claim}>
                  <span className={styles.claimValue}>{value}</span>
                  <span className={styles.claimLabel}>{label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="features-title" className={styles.section}>
          <h2 id="features-title" className={styles.sectionTitle}>
            Everything your bots need
          </h2>
          <ul className={styles.features}>
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className={styles.feature}>
                <span className={styles.featureIcon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureText}>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="contact" aria-labelledby="contact-title" className={styles.contact}>
          <div className={styles.contactCard}>
            <div>
              <h2 id="contact-title" className={styles.sectionTitle}>
                Contact
              </h2>
              <p className={styles.contactText}>
                Questions about Botflow, a plan for your team or a bot you would like to publish? Write to us and a person from the team
                answers. Once you are signed in, Flo, your AI Assistant, is one click away on every page.
              </p>
              <address className={styles.contactAddress}>
                E-mail:{' '}
                <a href={`mailto:${CONTACT_EMAIL}`} className={styles.contactEmail}>
                  {CONTACT_EMAIL}
                </a>
              </address>
            </div>
            <div className={styles.contactActions}>
              <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Question about Botflow')}`} className={linkButton({ variant: 'primary' })}>
                <Mail size={18} aria-hidden="true" />
                Write to us
              </a>
              <LinkButton to="/documents/overview" variant="secondary">
                <BookOpen size={18} aria-hidden="true" />
                Read the documentation
              </LinkButton>
            </div>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}

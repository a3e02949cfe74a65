import { ArrowRight, BookOpen, Eye, Handshake, Lightbulb, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../ui/LinkButton';
import * as styles from './AboutView.css';

/** Spec 02 §2: the about page's statistics. */
const stats = [
  { value: '10,000+', label: 'active users' },
  { value: '1M+', label: 'workflows executed' },
  { value: '99.9%', label: 'uptime' },
  { value: '50+', label: 'countries' },
  { value: '2022', label: 'founded' },
] as const;

const values = [
  {
    icon: Lightbulb,
    title: 'Simplicity first',
    text: 'Automation should not need a manual. Every screen in Botflow is built so that a first bot runs in minutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust and security',
    text: 'Your bots touch your data. We keep accounts, sessions and workflows under strict access rules and never sell what you build.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Every run is recorded: what started, what finished, who ran it. You always know what your automations did.',
  },
  {
    icon: Handshake,
    title: 'Community',
    text: 'The best bots come from the people who use them. The marketplace lets builders share their work with everyone.',
  },
] as const;

const team = [
  { name: 'Maya Lindqvist', role: 'Co-founder & CEO', bio: 'Ran operations teams for a decade and wanted the busywork gone.' },
  { name: 'Daniel Okafor', role: 'Co-founder & CTO', bio: 'Designed the workflow engine and the canvas behind the designer.' },
  { name: 'Priya Raman', role: 'Head of Product', bio: 'Turns what users ask for into sequences, nodes and scripts.' },
  { name: 'Tomás Herrera', role: 'Head of Community', bio: 'Looks after the marketplace and the people who build for it.' },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function AboutView() {
  return (
    <article className={styles.page} aria-labelledby="about-title">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>About Us</p>
        <h1 id="about-title" className={styles.title}>
          We build Botflow so people can stop doing what machines do better
        </h1>
        <p className={styles.lead}>
          Botflow is a platform for browsing, managing and chaining automation bots. Teams use it to run the repetitive parts of their work,
          from inbox triage to data syncs, without writing glue code.
        </p>
      </header>

      <section aria-label="Botflow in numbers">
        <dl className={styles.stats}>
          {stats.map(({ value, label }) => (
            <div key={label} className={styles.stat}>
              <dt className={styles.statLabel}>{label}</dt>
              <dd className={styles.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="story-title" className={styles.card}>
          <h2 id="story-title" className={styles.sectionTitle}>
            Our story
          </h2>
          <p>
            Botflow started in 2022 as an internal tool. Our founders were running a support team that spent its mornings copying data between
            systems, and the scripts that helped were scattered across laptops, with no one sure which ones still ran.
          </p>
          <p>
            We gathered those scripts into bots, gave every bot an on/off switch and a history, and then let bots be chained into sequences.
            Other teams asked for it, the marketplace followed, and today Botflow runs automations for people in more than 50 countries.
          </p>
        </section>
        <section aria-labelledby="mission-title" className={styles.card}>
          <h2 id="mission-title" className={styles.sectionTitle}>
            Our mission
          </h2>
          <p>
            To make automation something every team can own: bots you can see, sequences you can reason about, and workflows you can test
            before they touch real work.
          </p>
          <p>We measure ourselves by the hours our users get back, and by how rarely they have to think about us.</p>
        </section>
      </div>

      <section aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          Our values
        </h2>
        <ul className={styles.grid}>
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.valueIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.muted}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title">
        <h2 id="team-title" className={styles.sectionTitle}>
          Our team
        </h2>
        <ul className={styles.grid}>
          {team.map(({ name, role, bio }) => (
            <li key={name} className={[styles.card, styles.person].join(' ')}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(name)}
              </span>
              <h3 className={styles.cardTitle}>{name}</h3>
              <p className={styles.role}>{role}</p>
              <p className={styles.muted}>{bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-title" className={styles.cta}>
        <div>
          <h2 id="join-title" className={styles.ctaTitle}>
            Ready to automate?
          </h2>
          <p className={styles.ctaText}>
            Create an account, read how Botflow works, or <Link to="/home#contact">get in touch</Link>.
          </p>
        </div>
        <div className={styles.ctaActions}>
          <LinkButton to="/register" variant="primary">
            Create your account
            <ArrowRight size={18} aria-hidden="true" />
          </LinkButton>
          <LinkButton to="/documents/overview" variant="secondary">
            <BookOpen size={18} aria-hidden="true" />
            Read the documentation
          </LinkButton>
          <LinkButton to="/home#contact" variant="ghost">
            <Mail size={18} aria-hidden="true" />
            Contact us
          </LinkButton>
        </div>
      </section>
    </article>
  );
}

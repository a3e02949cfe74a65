import { aiSupportTriage } from './ai-support-triage';
import { csvDataCleaner } from './csv-data-cleaner';
import { databaseBackupGuardian } from './database-backup-guardian';
import { expenseTracker } from './expense-tracker';
import { githubReleaseNotes } from './github-release-notes';
import { habitCoach } from './habit-coach';
import { invoiceReminder } from './invoice-reminder';
import { leadCapturePro } from './lead-capture-pro';
import { meetingNotesSummarizer } from './meeting-notes-summarizer';
import { newsletterComposer } from './newsletter-composer';
import { passwordBreachMonitor } from './password-breach-monitor';
import { recipePlanner } from './recipe-planner';
import { slackStandupReporter } from './slack-standup-reporter';
import { socialMediaScheduler } from './social-media-scheduler';
import { stockPriceAlerts } from './stock-price-alerts';
import { uptimeWatchdog } from './uptime-watchdog';
import type { SeededBot } from './seeded-bot';

/**
 * The bots the marketplace is seeded with, in their ids' order. Each does what its title says
 * (D38), with the engine's node types (D45). What is the buyer's own (an address, a key, who hears
 * about it) is a declared input (D66) the steps read as `{{inputs.name}}`; what the previous step
 * answered is `{{input.field}}`.
 */
export const seededBots: readonly SeededBot[] = [
  leadCapturePro,
  slackStandupReporter,
  invoiceReminder,
  socialMediaScheduler,
  csvDataCleaner,
  aiSupportTriage,
  uptimeWatchdog,
  expenseTracker,
  githubReleaseNotes,
  newsletterComposer,
  passwordBreachMonitor,
  meetingNotesSummarizer,
  stockPriceAlerts,
  recipePlanner,
  databaseBackupGuardian,
  habitCoach,
];

import { emailDeliveryText, type EmailStepOutput } from '../../domain/workflow/email-step';
import { fileSizeText } from '../ui/file-size';
import * as styles from './EmailStepMessage.css';
import * as panel from './RunPanel.css';

/**
 * An Email step's message as the run panel shows it (D152): where it went (sent through SMTP or
 * kept in the outbox), then its recipients, subject, attachments and text.
 */
export function EmailStepMessage({ message }: { message: EmailStepOutput }) {
  return (
    <section className={styles.message} aria-label="E-mail message" data-testid="step-email">
      <p className={styles.delivery} data-delivery={message.delivery}>
        {emailDeliveryText[message.delivery]}
      </p>
      <dl className={styles.fields}>
        <dt className={styles.name}>To</dt>
        <dd className={styles.value}>{message.to}</dd>
        <dt className={styles.name}>Subject</dt>
        <dd className={styles.value}>{message.subject}</dd>
        <dt className={styles.name}>Attachments</dt>
        <dd className={styles.value}>
          {message.attachments.length === 0 ? (
            'None'
          ) : (
            <ul className={styles.attachments}>
              {message.attachments.map((attachment, index) => (
                <li key={`${index}-${attachment.name}`}>
                  {attachment.name} ({fileSizeText(attachment.size)})
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <h4 className={panel.heading}>Message</h4>
      {/* It scrolls past 12rem like the step's other blocks: focusable, so a keyboard can scroll it. */}
      <pre className={panel.code} tabIndex={0}>
        {message.body === '' ? 'No text' : message.body}
      </pre>
    </section>
  );
}

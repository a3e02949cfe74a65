import { describe, expect, it } from 'vitest';
import { sentenceValues } from '../../../src/domain/assistant/sentence-values';

describe('what a sentence given to Build with Flo says itself (D140)', () => {
  it.each([
    ['every morning at 8 check the site', '0 8 * * *', 'Every day at 08:00 (UTC)'],
    ['every morning check the site', '0 8 * * *', 'Every day at 08:00 (UTC)'],
    ['every evening send the report', '0 18 * * *', 'Every day at 18:00 (UTC)'],
    ['every Monday e-mail the list', '0 8 * * 1', 'Every Monday at 08:00 (UTC)'],
    ['on Mondays and Thursdays at 6:30 pm back it up', '30 18 * * 1,4', 'Every Monday and Thursday at 18:30 (UTC)'],
    ['every weekday at 07:15 download the prices', '15 7 * * 1-5', 'Every weekday at 07:15 (UTC)'],
    ['every 10 minutes poll the API', '*/10 * * * *', 'Every 10 minutes'],
    ['every 2 hours poll the API', '0 */2 * * *', 'Every 2 hours'],
    ['hourly, check the stock', '0 * * * *', 'Every hour'],
    ['daily at noon post the figures', '0 12 * * *', 'Every day at 12:00 (UTC)'],
    ['every month at midnight archive the page', '0 0 1 * *', 'On the 1st of every month at 00:00 (UTC)'],
  ])('"%s" runs on %s, labelled %s', (sentence, cron, label) => {
    expect(sentenceValues(sentence).schedule).toEqual({ cron, label });
  });

  it('names no schedule where the sentence gives none, and no time of a number that is not one', () => {
    expect(sentenceValues('scrape the table at https://shop.example.org/at/8').schedule).toBeNull();
    expect(sentenceValues('fill in the contact form').schedule).toBeNull();
  });

  it.each(['when a webhook arrives, e-mail me its body', 'Whenever a request comes in, post it to Slack', 'start it from a webhook and save the file', 'each time a POST request is received, check it'])(
    'hears a webhook trigger in "%s"',
    (sentence) => {
      expect(sentenceValues(sentence).webhook).toBe(true);
    },
  );

  it('hears no trigger in a webhook the workflow calls', () => {
    expect(sentenceValues('every hour post the new orders to a webhook').webhook).toBe(false);
  });

  it('takes the addresses, the e-mail address and the selectors out, leaving what is to be done', () => {
    const values = sentenceValues('Every morning at 8, open https://shop.example.org/stock?item=4. and read `#availability`, then e-mail ops@example.org when it says .in-stock');
    expect(values).toMatchObject({
      urls: ['https://shop.example.org/stock?item=4'],
      emails: ['ops@example.org'],
      selectors: ['#availability', '.in-stock'],
      schedule: { cron: '0 8 * * *' },
      webhook: false,
    });
    expect(values.rest).toBe(', open and read , then e-mail when it says');
  });

  it('reads the same sentence the same way twice (no pattern keeps state between calls)', () => {
    const sentence = 'when a webhook arrives, check https://a.example.org';
    expect(sentenceValues(sentence)).toEqual(sentenceValues(sentence));
  });
});

import { apiToken, input, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const stockPriceAlerts: SeededBot = {
  id: 13,
  title: 'Stock Price Alerts',
  description: 'Watches the stocks you choose and emails you when one moves 3 % or more.',
  author: 'Quantly',
  tags: ['finance', 'data'],
  releasedOn: '2024-10-10',
  priceCents: 1499,
  hue: 95,
  workflow: linearWorkflow(
    [
      required('quotesUrl', 'Quotes endpoint', 'url', 'Answers a JSON list of { symbol, changePercent } for the symbols asked'),
      input('symbols', 'Symbols', 'text', { default: 'AAPL,MSFT', help: 'Ticker symbols, separated by commas' }),
      apiToken('quotesToken', 'Quotes API key', 'your quotes service'),
      sendTo('Send alerts to'),
    ],
    [
      { type: 'timer', label: 'Every 15 Minutes', properties: { cron: '*/15 9-16 * * 1-5' } },
      { type: 'api', label: 'Get Quotes', properties: { method: 'GET', url: '{{inputs.quotesUrl}}?symbols={{inputs.symbols}}', authentication: '{{inputs.quotesToken}}' } },
      { type: 'transform', label: 'Find Big Moves', properties: { code: 'return { moves: (Array.isArray(input.body) ? input.body : []).filter((q) => Math.abs(q.changePercent) >= 3) };' } },
      { type: 'decision', label: 'Any Big Move?', properties: { condition: 'input.moves.length > 0' } },
      { type: 'email', label: 'Send Alert', properties: { to: '{{inputs.sendTo}}', subject: 'Price alert', body: '{{input.moves}}' } },
    ],
  ),
};

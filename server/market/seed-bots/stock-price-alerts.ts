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
  changelog: 'The alert lists each big move as a line, such as AAPL +3.4 %',
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
      {
        type: 'transform',
        label: 'Find Big Moves',
        properties: {
          code: [
            'const moves = (Array.isArray(input.body) ? input.body : []).filter((quote) => Math.abs(Number(quote.changePercent)) >= 3);',
            "const line = (quote) => `${quote.symbol} ${Number(quote.changePercent) > 0 ? '+' : ''}${Number(quote.changePercent).toFixed(1)} %`;",
            "return { moves, symbols: moves.map((quote) => quote.symbol).join(', '), text: moves.map(line).join('\\n') };",
          ].join('\n'),
        },
      },
      { type: 'decision', label: 'Any Big Move?', properties: { condition: 'input.moves.length > 0' } },
      { type: 'email', label: 'Send Alert', properties: { to: '{{inputs.sendTo}}', subject: 'Price alert: {{input.symbols}}', body: '{{input.text}}' } },
    ],
  ),
};

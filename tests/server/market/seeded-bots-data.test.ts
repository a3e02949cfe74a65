import { describe, expect, it } from 'vitest';
import { failures, seededBotRuns } from './seeded-bot-runs';

/** The seeded bots that turn data into data (D130): each does what its listing says, through the real queue. */
const bots = seededBotRuns();

describe('CSV Data Cleaner (5)', () => {
  it('downloads the export and answers JSON rows keyed by the header: cells trimmed, e-mails in lower case, dates as YYYY-MM-DD, repeats dropped', async () => {
    const csv = [
      ' name , email , joined ',
      '"Ada ",ADA@Example.com,05/03/2024',
      'Ada,ada@example.com,2024-03-05',
      '"Lovelace, Grace", Grace@Navy.MIL ,"March 9, 2024"',
      'Alan,alan@bletchley.uk,23.06.2024',
      'Joan,joan@bletchley.uk,12/31/2024',
      '',
    ].join('\r\n');
    bots.answer('/export.csv', { body: csv, type: 'text/csv' });
    const { run, botStep, asked } = await bots.runSeeded(5, { csvUrl: `${bots.site}/export.csv`, csvLogin: bots.credentialNames.token });
    expect(run.status, failures(run)).toBe('completed');
    expect(asked.map((request) => [request.url, request.headers.authorization])).toEqual([['/export.csv', 'Bearer tok-s3cret']]);
    expect(botStep.output).toEqual({
      count: 4,
      rows: [
        { name: 'Ada', email: 'ada@example.com', joined: '2024-03-05' },
        { name: 'Lovelace, Grace', email: 'grace@navy.mil', joined: '2024-03-09' },
        { name: 'Alan', email: 'alan@bletchley.uk', joined: '2024-06-23' },
        { name: 'Joan', email: 'joan@bletchley.uk', joined: '2024-12-31' },
      ],
    });
  });

  it('fails at Has Rows when the export holds only its header', async () => {
    bots.answer('/empty.csv', { body: 'name,email\n', type: 'text/csv' });
    const { run } = await bots.runSeeded(5, { csvUrl: `${bots.site}/empty.csv` });
    expect(run.status).toBe('failed');
    expect(run.steps.find((step) => step.label === 'Has Rows')?.error).toMatch(/^The condition does not hold/);
  });
});

describe('Expense Tracker (8)', () => {
  it('reads the amount, files the receipt under a category from its words or the one it names, and posts the row to the sheet', async () => {
    bots.answer('/expenses', { status: 201, body: { id: 'row-1' } });
    const setup = { expensesUrl: `${bots.site}/expenses`, expensesToken: bots.credentialNames.token };
    const taxi = await bots.runSeeded(8, setup, { text: 'Uber trip to the airport, total 23,40 EUR' });
    expect(taxi.run.status, failures(taxi.run)).toBe('completed');
    const named = await bots.runSeeded(8, setup, { text: 'Bookshop receipt 12.00', category: 'Books' });
    expect(named.run.status, failures(named.run)).toBe('completed');
    const plain = await bots.runSeeded(8, setup, { text: 'Something 7.5' });
    expect([...taxi.asked, ...named.asked, ...plain.asked].map((request) => [request.method, request.url, request.headers.authorization, JSON.parse(request.body)])).toEqual([
      ['POST', '/expenses', 'Bearer tok-s3cret', { amount: 23.4, category: 'Travel' }],
      ['POST', '/expenses', 'Bearer tok-s3cret', { amount: 12, category: 'Books' }],
      ['POST', '/expenses', 'Bearer tok-s3cret', { amount: 0, category: 'Other' }],
    ]);
  });
});

describe('Stock Price Alerts (13)', () => {
  it('asks for the chosen symbols and e-mails the moves of 3 % or more, one a line; nothing when none moved that much', async () => {
    bots.answer('/quotes', (request) => ({
      body: new URL(request.url, bots.site).searchParams.get('symbols') === 'AAPL,MSFT,NVDA' ? [
        { symbol: 'AAPL', changePercent: 3.42 },
        { symbol: 'MSFT', changePercent: -0.5 },
        { symbol: 'NVDA', changePercent: -4 },
      ] : [{ symbol: 'AAPL', changePercent: 1 }],
    }));
    const setup = { quotesUrl: `${bots.site}/quotes`, quotesToken: bots.credentialNames.token, sendTo: 'bea@acme.test' };
    const moved = await bots.runSeeded(13, { ...setup, symbols: 'AAPL,MSFT,NVDA' });
    expect(moved.run.status, failures(moved.run)).toBe('completed');
    expect(moved.asked.map((request) => [request.url, request.headers.authorization])).toEqual([['/quotes?symbols=AAPL,MSFT,NVDA', 'Bearer tok-s3cret']]);
    expect(moved.emails).toEqual([{ to: 'bea@acme.test', subject: 'Price alert: AAPL, NVDA', body: 'AAPL +3.4 %\nNVDA -4.0 %' }]);
    // The default symbols, none of which moved 3 %: the run ends without an e-mail.
    const calm = await bots.runSeeded(13, setup);
    expect(calm.run.status, failures(calm.run)).toBe('completed');
    expect(calm.asked.map((request) => request.url)).toEqual(['/quotes?symbols=AAPL,MSFT']);
    expect(calm.emails).toEqual([]);
  });
});

describe('Recipe Planner (14)', () => {
  it('plans seven dinners from the recipes and e-mails one shopping list grouped by aisle', async () => {
    const recipe = (name: string, ...ingredients: Array<[string, string]>) => ({ name, ingredients: ingredients.map(([item, aisle]) => ({ name: item, aisle })) });
    bots.answer('/recipes.json', {
      body: [
        recipe('Pasta', ['Spaghetti', 'Dry goods'], ['Tomatoes', 'Produce']),
        recipe('Curry', ['Rice', 'Dry goods'], ['Onions', 'Produce']),
        recipe('Salad', ['Tomatoes', 'Produce'], ['Feta', 'Dairy']),
        recipe('Soup', ['Onions', 'Produce']),
        recipe('Tacos', ['Tortillas', 'Bakery']),
        recipe('Risotto', ['Rice', 'Dry goods'], ['Parmesan', 'Dairy']),
        recipe('Omelette', ['Eggs', 'Dairy']),
        recipe('Pizza', ['Flour', 'Dry goods']),
      ],
    });
    const { run, emails } = await bots.runSeeded(14, { recipesUrl: `${bots.site}/recipes.json`, sendTo: 'bea@acme.test' });
    expect(run.status, failures(run)).toBe('completed');
    expect(emails).toEqual([
      {
        to: 'bea@acme.test',
        subject: 'This week: Pasta, Curry, Salad, Soup, Tacos, Risotto, Omelette',
        body: ['Bakery: Tortillas', 'Dairy: Eggs, Feta, Parmesan', 'Dry goods: Rice, Spaghetti', 'Produce: Onions, Tomatoes'].join('\n'),
      },
    ]);
  });
});

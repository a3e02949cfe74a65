import { describe, expect, it } from 'vitest';
import { botDefaults, botIdsOf, botNodeMessages, botNodeProblems, botRunInputs } from '../../../src/domain/bots/bot-node-inputs';
import { checkSetupValues, declaredInputsOf, needsSetup, setupMessages } from '../../../src/domain/bots/bot-setup';
import type { DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { checkSetupForm, inputText, setupFactsOf, setupRefusalOf, setupTextsOf } from '../../../src/machines/bots/setup-form';
import { refused } from '../../model/refused';

const inputs: DeclaredInput[] = [
  { name: 'site', label: 'Website', kind: 'url', required: true },
  { name: 'limit', label: 'Rows', kind: 'number', required: false, default: 100 },
  { name: 'attach', label: 'Attach', kind: 'boolean', required: false, default: true },
  { name: 'columns', label: 'Columns', kind: 'json', required: false },
  { name: 'saveAs', label: 'Save as', kind: 'file', required: false },
  { name: 'key', label: 'API key', kind: 'credential', required: true, accepts: ['token'] },
];

describe('a bot’s setup values (D66)', () => {
  it('keeps each value as its kind, trimmed, a JSON text parsed, and drops empty ones', () => {
    expect(checkSetupValues(inputs, { site: ' https://acme.test ', limit: 5, attach: false, columns: '["id"]', saveAs: 'out.csv', key: ' acme ' })).toEqual({
      ok: true,
      values: { site: 'https://acme.test', limit: 5, attach: false, columns: ['id'], saveAs: 'out.csv', key: 'acme' },
    });
    expect(checkSetupValues(inputs, { site: '', limit: null, columns: { a: 1 } })).toEqual({ ok: true, values: { columns: { a: 1 } } });
    // What a jsonb column cannot keep as it is: a NUL or a lone surrogate spelled by an escape.
    for (const text of ['["\\u0000"]', '["\\ud800"]', JSON.stringify(['x'.repeat(20_000)])]) {
      expect(checkSetupValues(inputs, { columns: text })).toEqual({ ok: false, errors: { columns: setupMessages.json('Columns') } });
    }
    expect(checkSetupValues(inputs, { columns: '["😀"]' })).toEqual({ ok: true, values: { columns: ['😀'] } });
  });

  it('says what is wrong with each value that is not of its kind', () => {
    expect(checkSetupValues(inputs, { site: 'javascript:alert(1)', limit: Number.NaN, attach: 'yes', columns: '{', saveAs: '../etc/passwd', key: 3, other: 1 })).toEqual({
      ok: false,
      errors: {
        site: setupMessages.url('Website'),
        limit: setupMessages.number('Rows'),
        attach: setupMessages.boolean('Attach'),
        columns: setupMessages.json('Columns'),
        saveAs: setupMessages.file('Save as'),
        key: setupMessages.credential('API key'),
        other: `other ${setupMessages.unknown}`,
      },
    });
  });

  it('needs setup while a required input without a default is empty', () => {
    expect(needsSetup(inputs, {})).toBe(true);
    expect(needsSetup(inputs, { site: 'https://acme.test' })).toBe(true);
    expect(needsSetup(inputs, { site: 'https://acme.test', key: 'acme' })).toBe(false);
    expect(needsSetup([], {})).toBe(false);
  });

  it('reads the declarations of a workflow, and none of anything else', () => {
    expect(declaredInputsOf({ nodes: [], inputs })).toEqual(inputs);
    expect(declaredInputsOf({ nodes: [] })).toEqual([]);
    expect(declaredInputsOf({ inputs: [{ name: 'label', label: 'Label', kind: 'text' }] })).toEqual([]);
    expect(declaredInputsOf(null)).toEqual([]);
  });
});

describe('the setup form', () => {
  it('shows each kept value as text and sends the texts back as their kinds', () => {
    const texts = setupTextsOf(inputs, { site: 'https://acme.test', limit: 5, attach: false, columns: ['id'] });
    expect(texts).toEqual({ site: 'https://acme.test', limit: '5', attach: 'false', columns: '[\n  "id"\n]', saveAs: '', key: '' });
    expect(checkSetupForm(inputs, texts)).toEqual({ ok: true, values: { site: 'https://acme.test', limit: 5, attach: false, columns: '[\n  "id"\n]' } });
    expect(checkSetupForm(inputs, { ...texts, limit: 'many' })).toEqual({ ok: false, errors: { limit: setupMessages.number('Rows') } });
    expect(inputText(inputs[0]!, null)).toBe('');
  });

  it('puts a refusal’s setup messages under their inputs and passes the rest on', () => {
    const both = setupRefusalOf(refused(422, `inputValues.site: ${setupMessages.url('Website')}; author: Author is required`));
    expect(both.errors).toEqual({ site: setupMessages.url('Website') });
    expect((both.rest as Error).message).toBe('author: Author is required');
    expect(setupRefusalOf(refused(422, 'inputValues.key: x')).rest).toBeNull();
    const other = refused(500, 'Internal server error');
    expect(setupRefusalOf(other)).toEqual({ errors: {}, rest: other });
  });

  it('tells each input as set, its default, or missing; a credential by its name', () => {
    expect(setupFactsOf(inputs, { site: 'https://acme.test', attach: false, key: 'acme' }).map((fact) => [fact.name, fact.state, fact.text])).toEqual([
      ['site', 'set', 'https://acme.test'],
      ['limit', 'default', 'Not set: 100 by default'],
      ['attach', 'set', 'Off'],
      ['columns', 'empty', 'Not set'],
      ['saveAs', 'empty', 'Not set'],
      ['key', 'set', 'Credential: acme'],
    ]);
    expect(setupFactsOf(inputs, {}).find((fact) => fact.name === 'key')).toMatchObject({ state: 'missing', text: 'Not set (required)' });
  });
});

describe('a bot node’s inputs', () => {
  const node = (label: string, properties: Record<string, unknown>) => ({ type: 'bot', label, properties: { paletteItem: 'bot', ...properties } });
  const setups = new Map([[4, { inputs, values: { site: 'https://acme.test' } }]]);

  it("read the node's value, else the bot's, else the default", () => {
    expect(botRunInputs(inputs, { site: 'https://acme.test', limit: 5 }, { limit: 7, key: 'mine', columns: '' })).toEqual({ site: 'https://acme.test', limit: 7, attach: true, key: 'mine' });
    expect(botDefaults(inputs, { limit: 5 })).toEqual({ limit: 5, attach: true });
  });

  it('name the enabled bot nodes that would run with a required input empty, a value it cannot read, or a credential the owner lacks', () => {
    const nodes = [
      node('Check', { botId: 4 }),
      node('Check with key', { botId: 4, key: 'acme' }),
      node('Check with a bad limit', { botId: 4, key: 'other', limit: 'many' }),
      node('Off', { botId: 4, isEnabled: false }),
      node('Gone', { botId: 8 }),
      { type: 'api', label: 'Call', properties: {} },
    ];
    const where = botNodeMessages.whereToSet;
    expect(botNodeProblems(nodes, (id) => setups.get(id), [{ name: 'acme', kind: 'token' }])).toEqual([
      `Check: API key is required ${where}`,
      `Check with a bad limit: Rows is not a number ${where}`,
      `Check with a bad limit: API key: there is no credential named other ${where}`,
    ]);
    expect(botIdsOf(nodes)).toEqual([4, 8]);
  });
});

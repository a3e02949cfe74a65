import { describe, expect, it } from 'vitest';
import { inputValues } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { behaviourSettings, type Behaviour } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { kindById, nodeKinds } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { missingRequiredSettings, parseSettings, requiredSettingFieldsOf } from '../../../src/domain/workflow/node-catalogue/run-settings';
import { setupProblems, type OwnedCredential } from '../../../src/domain/workflow/node-catalogue/setup-check';

const credentials: OwnedCredential[] = [
  { name: 'orders-key', kind: 'token' },
  { name: 'portal', kind: 'login' },
];
const script = (label: string, scriptId: string, properties: Record<string, unknown> = {}) => ({ label, type: 'script', properties: { paletteItem: `script-${scriptId}`, scriptId, ...properties } });

describe('the check before a run (D66)', () => {
  it('names each required input left empty, and each value its kind cannot read', () => {
    expect(setupProblems([script('Fetch', 'fetch-json-api')], credentials)).toEqual(['Fetch: Endpoint is required']);
    expect(setupProblems([script('Report', 'send-email-report', { to: 'ada@example.com', attach: '[not json' })], credentials)).toEqual(['Report: Attach is not valid JSON']);
    expect(setupProblems([script('Wait', 'wait-for-element', { selector: '#done', timeoutSeconds: 'soon' })], credentials)).toEqual(['Wait: Give up after (seconds) is not a number']);
    // A default stands in for an empty field.
    expect(setupProblems([script('Fetch', 'fetch-json-api', { url: 'https://api.test' })], credentials)).toEqual([]);
  });

  it('names a credential its owner does not have, or of a kind the field does not take; a template waits for the run', () => {
    expect(setupProblems([script('Fetch', 'fetch-json-api', { url: 'https://api.test', apiKeySecret: 'gone' })], credentials)).toEqual(['Fetch: API key: there is no credential named gone']);
    expect(setupProblems([script('Fetch', 'fetch-json-api', { url: 'https://api.test', apiKeySecret: 'portal' })], credentials)).toEqual([
      'Fetch: API key: portal is a Website login credential; this takes API token or Secret',
    ]);
    const api = (authentication: string) => ({ label: 'Call', type: 'api', properties: { paletteItem: 'api', url: 'https://api.test', authentication } });
    expect(setupProblems([api('orders-key'), api('portal')], credentials)).toEqual([]);
    expect(setupProblems([api('nobody')], credentials)).toEqual(['Call: Authentication: there is no credential named nobody']);
    expect(setupProblems([api('{{inputs.crmToken}}')], credentials)).toEqual([]);
  });

  it('names each required Run Setting left empty as a missing input is named: a Click Action’s selector, an api node’s URL', () => {
    const clickAction = (properties: Record<string, unknown>) => ({ label: 'Press Go', type: 'process', properties: { paletteItem: 'click-action', ...properties } });
    const api = (properties: Record<string, unknown>) => ({ label: 'Call', type: 'api', properties: { paletteItem: 'api', ...properties } });
    expect(setupProblems([clickAction({ url: 'https://shop.test' }), api({ method: 'POST' })], credentials)).toEqual(['Press Go: Selector is required', 'Call: URL is required']);
    expect(setupProblems([clickAction({ selector: '   ' }), api({ url: '' })], credentials)).toEqual(['Press Go: Selector is required', 'Call: URL is required']);
    // A template is a value: it is filled in when the node runs.
    expect(setupProblems([clickAction({ selector: '#go' }), api({ url: '{{input.next}}' })], credentials)).toEqual([]);
  });

  it('leaves a disabled node alone, since a run skips it', () => {
    expect(setupProblems([script('Fetch', 'fetch-json-api', { isEnabled: false })], credentials)).toEqual([]);
  });
});

describe('what a script reads as inputs', () => {
  it('is each value read as its kind, with defaults for what the node leaves empty', () => {
    const inputs = kindById('script-send-email-report')!.inputs;
    expect(inputValues(inputs, { to: ' ada@example.com ', attach: '["a.csv"]', subject: '' })).toEqual({ to: 'ada@example.com', subject: 'Botflow report', attach: ['a.csv'] });
  });
});

describe('which Run Settings are required', () => {
  it('are those whose schema refuses them empty, read from the schema the engine parses the node with', () => {
    const required = (behaviour: Behaviour) => requiredSettingFieldsOf(behaviourSettings[behaviour]).map((field) => field.key);
    expect(required('httpRequest')).toEqual(['url']);
    expect(required('clickAction')).toEqual(['selector']);
    expect(required('clickTrigger')).toEqual(['selector']);
    expect(required('elementSelector')).toEqual(['selector']);
    expect(required('email')).toEqual(['to']);
    expect(required('code')).toEqual(['code']);
    // Empty is a default or nothing to do for these.
    for (const behaviour of ['start', 'decision', 'wait', 'transform', 'schedule'] as const) expect(required(behaviour), behaviour).toEqual([]);
  });

  it('left empty, each fails the node the same way in a run', () => {
    for (const kind of nodeKinds) {
      for (const field of requiredSettingFieldsOf(kind.settings)) {
        const parsed = parseSettings(kind.settings, { ...kind.nodeProperties, ...Object.fromEntries(requiredSettingFieldsOf(kind.settings).map((each) => [each.key, 'x'])), [field.key]: ' ' });
        expect(parsed.ok, `${kind.id}: ${field.key}`).toBe(false);
        expect(missingRequiredSettings(kind.settings, { [field.key]: ' ' }), kind.id).toContainEqual(field);
      }
    }
  });
});

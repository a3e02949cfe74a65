import { describe, expect, it } from 'vitest';
import { credentialNamesOf, credentialUsesOf, type NodeNamingCredentials } from '../../../src/domain/workflow/credential-uses';
import { apiAuthenticationKinds } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { nodeKinds } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { runSettingFieldsOf } from '../../../src/domain/workflow/node-catalogue/run-settings';

const node = (id: string, type: string, properties: Record<string, unknown>, label = id): NodeNamingCredentials => ({ id, data: { label, type, properties } });

describe('the credentials a saved workflow names (D66)', () => {
  it("reads a library script node's credential inputs by their declared names, with the kinds each accepts", () => {
    const workflow = {
      nodes: [
        node('slack', 'script', { paletteItem: 'script-post-to-slack', scriptId: 'post-to-slack', webhookSecret: 'Team Slack', heading: 'Team Slack is not a credential here' }, 'Post to Slack'),
        node('fetch', 'script', { scriptId: 'fetch-json-api', url: 'https://api.test', apiKeySecret: '  CRM token  ' }),
      ],
    };
    expect(credentialUsesOf(workflow)).toEqual([
      { nodeId: 'slack', nodeLabel: 'Post to Slack', setting: 'webhookSecret', field: 'Slack webhook', name: 'Team Slack', accepts: ['secret'] },
      { nodeId: 'fetch', nodeLabel: 'fetch', setting: 'apiKeySecret', field: 'API key', name: 'CRM token', accepts: ['token', 'secret'] },
    ]);
  });

  it("reads an api node's Authentication as a credential name, and nothing of other kinds' same-named properties", () => {
    const workflow = {
      nodes: [
        node('call', 'api', { url: 'https://api.test', authentication: 'CRM token' }),
        node('noAuth', 'api', { url: 'https://api.test', authentication: '' }),
        node('process', 'process', { authentication: 'Not read', apiKeySecret: 'Not read either' }),
        node('code', 'script', { code: 'return 1', webhookSecret: 'Not an input of Code' }),
      ],
    };
    expect(credentialUsesOf(workflow)).toEqual([{ nodeId: 'call', nodeLabel: 'call', setting: 'authentication', field: 'Authentication', name: 'CRM token', accepts: apiAuthenticationKinds }]);
  });

  it('skips empty inputs, non-text values, bot nodes and nodes the catalogue does not know', () => {
    const workflow = {
      nodes: [
        node('unsigned', 'script', { scriptId: 'call-webhook', url: 'https://hook.test', secretName: '   ' }),
        node('odd', 'script', { scriptId: 'post-to-slack', webhookSecret: 42 }),
        node('bot', 'bot', { botId: 3, apiKey: 'A bot input' }),
        node('unknown', 'teleport', { authentication: 'Nope' }),
      ],
    };
    expect(credentialUsesOf(workflow)).toEqual([]);
  });

  it('reads every Run Settings field of the catalogue whose control is a credential, with the kinds that field takes', () => {
    const fields = nodeKinds.flatMap((kind) => runSettingFieldsOf(kind).filter((field) => field.control === 'credential').map((field) => ({ kind, field })));
    expect(fields.length).toBeGreaterThan(1);
    for (const { kind, field } of fields) {
      const uses = credentialUsesOf({ nodes: [node('n', kind.type, { paletteItem: kind.id, ...kind.nodeProperties, [field.key]: 'Named one' })] });
      expect(uses, `${kind.id}: ${field.key}`).toEqual([{ nodeId: 'n', nodeLabel: 'n', setting: field.key, field: field.input?.label ?? field.label, name: 'Named one', accepts: field.accepts }]);
    }
  });

  it('lists each name once, however many nodes name it', () => {
    const workflow = {
      nodes: [
        node('a', 'api', { authentication: 'CRM token' }),
        node('b', 'script', { scriptId: 'fetch-json-api', apiKeySecret: 'CRM token' }),
        node('c', 'script', { scriptId: 'call-webhook', secretName: 'Signing key' }),
      ],
    };
    expect(credentialNamesOf(workflow)).toEqual(['CRM token', 'Signing key']);
  });
});

import { describe, expect, it } from 'vitest';
import { fillTemplate, fillTemplates } from '../../../src/domain/workflow/templates';

describe('templates (D66)', () => {
  const scope = { input: { order: { id: 7, lines: [1, 2] }, name: 'Ada', paid: true }, inputs: { crmUrl: 'https://crm.test', retries: 3 } };

  it('fill fields of the input and the workflow’s inputs, text as it is, numbers and flags as written, the rest as JSON', () => {
    expect(fillTemplate('{{inputs.crmUrl}}/contacts/{{input.order.id}}', scope)).toBe('https://crm.test/contacts/7');
    expect(fillTemplate('{{ input.name }} paid: {{input.paid}}, lines {{input.order.lines}}, tries {{inputs.retries}}', scope)).toBe('Ada paid: true, lines [1,2], tries 3');
  });

  it('leave the place empty for what is not there, and text without a placeholder alone', () => {
    expect(fillTemplate('[{{input.missing.deep}}][{{inputs.nope}}]', scope)).toBe('[][]');
    expect(fillTemplate('{{ somewhere.else }} and {input.name}', scope)).toBe('{{ somewhere.else }} and {input.name}');
  });

  it('fill only the keys named, so code and conditions keep their braces', () => {
    const properties = { url: '{{inputs.crmUrl}}', code: 'return `{{input.name}}`;', timeout: 30 };
    expect(fillTemplates(properties, ['url', 'timeout'], scope)).toEqual({ url: 'https://crm.test', code: 'return `{{input.name}}`;', timeout: 30 });
  });
});

import { describe, expect, it } from 'vitest';
import { seededBots } from '../../../server/market/seed-bots/seeded-bots';
import { needsSetup } from '../../../src/domain/bots/bot-setup';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { declaredInputsSchema } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { parseSettings, settingFieldsOf } from '../../../src/domain/workflow/node-catalogue/run-settings';
import { fillTemplates } from '../../../src/domain/workflow/templates';

/** Every text a node keeps, with the key it is under. */
const textsOf = (properties: Record<string, unknown>) => Object.entries(properties).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]!);

/** A previous output that has every field the node's templates read, each a word. */
function outputFor(properties: Record<string, unknown>): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [, text] of textsOf(properties)) {
    for (const path of placeholders(text).filter((placeholder) => placeholder.startsWith('input.'))) {
      const keys = path.split('.').slice(1);
      let at = output;
      keys.forEach((key, index) => {
        if (index === keys.length - 1) at[key] ??= 'word';
        else at = (at[key] = typeof at[key] === 'object' ? at[key] : {}) as Record<string, unknown>;
      });
    }
  }
  return output;
}

describe('the seeded bots declare what is their buyer’s own (D66)', () => {
  it.each(seededBots.map((bot) => [bot.title, bot] as const))('%s: valid declarations, needed before it runs', (_title, bot) => {
    const inputs = bot.workflow.inputs ?? [];
    expect(declaredInputsSchema.safeParse(inputs).success).toBe(true);
    expect(inputs.length).toBeGreaterThan(0);
    // Bought, it has no setup yet: it asks for one before it runs.
    expect(needsSetup(inputs, {})).toBe(true);
    for (const input of inputs) if (input.kind === 'credential') expect(input.default).toBeUndefined();
  });

  it.each(seededBots.map((bot) => [bot.title, bot] as const))('%s: its steps read only declared inputs and fields of the previous output, and call no placeholder host', (_title, bot) => {
    const declared = new Set((bot.workflow.inputs ?? []).map((input) => input.name));
    const used = new Set<string>();
    for (const node of bot.workflow.nodes) {
      expect(kindOfNode(node.data), `${node.data.label} has a kind`).toBeDefined();
      for (const [key, text] of textsOf(node.data.properties)) {
        expect(text, `${node.data.label}.${key}`).not.toMatch(/example\.(com|org|net)|OWNER\/REPO|XXXX/);
        for (const placeholder of placeholders(text)) {
          expect(placeholder, `${node.data.label}.${key}`).toMatch(/^(input|inputs)(\.[A-Za-z0-9_$-]+)+$/);
          if (placeholder.startsWith('inputs.')) used.add(placeholder.split('.')[1]!);
        }
      }
    }
    for (const name of used) expect(declared, `{{inputs.${name}}}`).toContain(name);
    // Each declared input is read by some step, or it would be setup for nothing.
    expect([...declared].sort()).toEqual([...used].sort());
  });

  it.each(seededBots.map((bot) => [bot.title, bot] as const))('%s: with a setup, every templated setting reads as its kind parses it', (_title, bot) => {
    const inputs = bot.workflow.inputs ?? [];
    const setup = Object.fromEntries(inputs.map((input) => [input.name, input.kind === 'url' ? 'https://service.acme.test/api' : input.kind === 'number' ? 7 : input.kind === 'json' ? ['x'] : 'acme']));
    for (const node of bot.workflow.nodes) {
      const kind = kindOfNode(node.data)!;
      const templated = [...settingFieldsOf(kind.settings).filter((field) => field.templates).map((field) => field.key), ...kind.inputs.map((input) => input.name)];
      const filled = fillTemplates(node.data.properties, templated, { input: outputFor(node.data.properties), inputs: setup });
      expect(parseSettings(kind.settings, filled), node.data.label).toMatchObject({ ok: true });
      if (node.data.type === 'api' && typeof filled.headers === 'string') expect(() => JSON.parse(filled.headers as string) as unknown).not.toThrow();
    }
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviourSettings, browserBehaviours } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { browserNodes, kindOfNode, nodeKinds, unknownNodes, withPaletteItem } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { notRetried } from '../../../src/domain/workflow/retry-policy';
import { withCatalogueTables } from '../../../src/domain/workflow/node-catalogue/catalogue-docs';
import { libraryScripts } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { handlesOf, workflowNodeTypes } from '../../../src/domain/workflow/node-catalogue/node-types';

const kind = (type: string, properties: Record<string, unknown> = {}) => kindOfNode({ type, properties })?.id;

describe('the node catalogue (D65)', () => {
  it('describes each kind once, with the settings of its behaviour and the handles of its type (a trigger that begins its own runs has only an output)', () => {
    const ids = nodeKinds.map((each) => each.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const each of nodeKinds) {
      expect(each.settings, each.id).toBe(behaviourSettings[each.behaviour]);
      expect(each.handles, each.id).toBe(each.trigger === 'webhook' ? 'output-only' : handlesOf(each.type));
      // A behaviour that acts in a page always needs the browser.
      if ((browserBehaviours as readonly string[]).includes(each.behaviour)) expect(each.needsBrowser, each.id).toBe(true);
    }
  });

  it('has a kind for every spec type, so a node of any of them resolves without saying which item it came from', () => {
    for (const type of workflowNodeTypes) expect(kindOfNode({ type, properties: {} })?.type, type).toBe(type);
  });

  it('has one kind per library script, of type script, with its browser need', () => {
    for (const script of libraryScripts) {
      expect(kindOfNode({ type: 'script', properties: { paletteItem: `script-${script.scriptId}` } })).toMatchObject({ type: 'script', behaviour: 'libraryScript', needsBrowser: script.needsBrowser });
    }
  });

  it('resolves a node by the palette item it names, which must belong to its type', () => {
    expect(kind('process', { paletteItem: 'click-action' })).toBe('click-action');
    expect(kind('validate', { paletteItem: 'element-selector' })).toBe('element-selector');
    expect(kind('timer', { paletteItem: 'timer', cron: '0 8 * * *' })).toBe('timer');
    expect(kind('api', { paletteItem: 'click-action' })).toBeUndefined();
    expect(kind('process', { paletteItem: 'no-such-item' })).toBeUndefined();
    expect(kind('process', { paletteItem: 42 })).toBeUndefined();
  });

  it('resolves an older node from its type, as it behaved before the catalogue', () => {
    expect(kind('process')).toBe('process');
    expect(kind('event')).toBe('event');
    expect(kind('timer')).toBe('timer');
    expect(kind('timer', { cron: '0 8 * * *' })).toBe('schedule');
    expect(kind('timer', { cron: '  ' })).toBe('timer');
    expect(kind('script', { scriptId: 'call-webhook' })).toBe('script-call-webhook');
    expect(kind('script', { scriptId: 'call-webhook', code: 'return 1;' })).toBe('code');
    expect(kind('script', {})).toBe('code');
    expect(kind('script', { scriptId: 'gone' })).toBeUndefined();
    expect(kind('teleport')).toBeUndefined();
  });

  it('names the nodes it does not know and the nodes that need a browser', () => {
    const nodes = [
      { id: 'a', type: 'start', properties: {} },
      { id: 'b', type: 'teleport', properties: {} },
      { id: 'c', type: 'process', properties: { paletteItem: 'click-action' } },
      { id: 'd', type: 'script', properties: { scriptId: 'log-in-to-site' } },
      { id: 'e', type: 'script', properties: { scriptId: 'fetch-json-api' } },
    ];
    expect(unknownNodes(nodes).map((each) => each.id)).toEqual(['b']);
    expect(browserNodes(nodes).map((each) => each.id)).toEqual(['c', 'd']);
  });

  it('records the palette item a node resolves to, and leaves the properties alone when there is nothing to add', () => {
    const recorded = { paletteItem: 'schedule', cron: '0 8 * * *' };
    expect(withPaletteItem({ type: 'timer', properties: recorded })).toBe(recorded);
    expect(withPaletteItem({ type: 'timer', properties: { cron: '0 8 * * *' } })).toEqual(recorded);
    const unknown = { beam: true };
    expect(withPaletteItem({ type: 'teleport', properties: unknown })).toBe(unknown);
  });
});

describe('the documentation’s tables of node kinds', () => {
  const page = (slug: string) => withCatalogueTables(readFileSync(resolve(__dirname, `../../../src/content/docs/${slug}.md`), 'utf8'));

  it('write every palette item and every older type into /documents/nodes, leaving no placeholder', () => {
    const nodes = page('nodes');
    expect(nodes).not.toContain('<!-- catalogue');
    for (const each of nodeKinds.filter((item) => item.category !== null && item.category !== 'Scripts' && item.category !== 'My Bots')) {
      expect(nodes, each.id).toMatch(new RegExp(`\\| ${each.category} \\| ${each.label} \\| \`${each.type}\` \\|`));
    }
    for (const each of nodeKinds.filter((item) => item.category === null)) expect(nodes, each.id).toContain(`| \`${each.type}\` | ${each.description} |`);
    expect(nodes).toContain('| Timing | Schedule | `timer` | Schedule (cron) |');
  });

  it('write the node types table of /documents/nodes: each spec type, what it is for and where its handles are', () => {
    const nodes = page('nodes');
    expect(nodes).toContain('| Type | Use it for | Handles |');
    expect(nodes).toContain('| `start` | Where every test run begins. A workflow needs exactly one to be tested. | Output only |');
    expect(nodes).toContain('| `end` | Marks a finished branch. Nothing runs after it. | Input only |');
    expect(nodes).toContain('| `decision` | Splits the flow in two, for example "found" and "not found". Both branches are followed in a test run. | Input on the left; two outputs, right and bottom |');
    expect(nodes).toContain('| `api` | Calls an HTTP API (the palette’s API Call item). | Input on the left, output on the right |');
    const typeRows = nodes.split('\n').filter((line) => /^\| `[a-z-]+` \| .+ \| (Output only|Input only|Input on the left.*) \|$/.test(line));
    // Spec 02 §3's sixteen, in the page's order: a bot node is told by the palette's My Bots row.
    expect(typeRows.map((line) => /^\| `([a-z-]+)`/.exec(line)![1])).toEqual(['start', 'end', 'decision', ...workflowNodeTypes.filter((type) => !['start', 'end', 'decision', 'bot'].includes(type))]);
  });

  it('write the retry policy into /documents/nodes: each failure that is not retried, with the reason its step gives (D88)', () => {
    const nodes = page('nodes');
    expect(nodes).toContain('| The failure | Not retried, because |');
    expect(nodes).toContain(`| The host name does not resolve | ${notRetried.unresolvedName} |`);
    expect(nodes).toContain(`| An api call answered with a 4xx other than 408 and 429 | a 4xx will not change on a retry |`);
    expect(nodes).toContain(`| A selector the page never had after the wait | ${notRetried.selector} |`);
    expect(nodes).toMatch(new RegExp(`\\| Code that meets a TypeError or ReferenceError[^|]* \\| ${notRetried.codeMistake} \\|`));
  });

  it('write the whole library into /documents/scripts', () => {
    const scripts = page('scripts');
    expect(scripts).not.toContain('<!-- catalogue');
    for (const script of libraryScripts) expect(scripts).toContain(`| ${script.title} | \`${script.scriptId}\` |`);
  });
});

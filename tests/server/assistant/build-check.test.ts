import { describe, expect, it } from 'vitest';
import { buildTemplates, closestTemplate } from '../../../server/assistant/build-templates';
import { buildableKinds, draftResponseJsonSchema, type DraftAnswer } from '../../../src/domain/assistant/build-draft';
import { checkDraft } from '../../../src/domain/assistant/build-draft-check';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';

const node = (id: string, kind: string, settings: Record<string, string> = {}, label = id) => ({ id, kind, label, settings: Object.entries(settings).map(([name, value]) => ({ name, value })) });
const draft = (nodes: DraftAnswer['nodes'], edges: DraftAnswer['edges']): DraftAnswer => ({ title: 'T', summary: 'S', nodes, edges });
const problemsOf = (answer: unknown) => {
  const checked = checkDraft(answer, { credentials: [] });
  return checked.ok ? [] : checked.problems;
};

describe('the shipped workflow templates (Build with Flo offline)', () => {
  it('are at least 12, each with its own id, a title and a description', () => {
    expect(buildTemplates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(buildTemplates.map((template) => template.id)).size).toBe(buildTemplates.length);
    for (const template of buildTemplates) {
      expect(template.title.length).toBeGreaterThan(5);
      expect(template.description.length).toBeGreaterThan(20);
    }
  });

  it.each(buildTemplates.map((template) => [template.id, template] as const))('%s passes the check every draft passes, and is a saved workflow whose every node the node catalogue knows', (_id, template) => {
    const checked = checkDraft(template.draft, { credentials: [] });
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    const workflow = savedWorkflowSchema.parse(checked.draft.workflow);
    for (const each of workflow.nodes) expect(kindOfNode(each.data)?.id).toBe(template.draft.nodes.find((one) => one.label === each.data.label)?.kind);
    // Nothing a user owns is written in: every credential is left for the user to choose.
    expect(checked.draft.needs.filter((need) => need.kind === 'credential').every((need) => need.text.includes('add one under Credentials first'))).toBe(true);
  });

  it('matches nothing for a sentence with no word of any template', () => {
    expect(closestTemplate('qwxzv')).toBeNull();
    expect(closestTemplate('the and of my')).toBeNull();
  });
});

describe('the draft check', () => {
  const start = node('s', 'start');
  const end = node('e', 'end');

  it('takes a straight Start → End', () => {
    expect(problemsOf(draft([start, end], [{ from: 's', to: 'e' }]))).toEqual([]);
  });

  it('wants exactly one Start, and every node reached from it', () => {
    expect(problemsOf(draft([end], []))).toEqual(['A workflow has exactly one Start node; this draft has 0.']);
    expect(problemsOf(draft([start, end, node('x', 'process', {}, 'Stray')], [{ from: 's', to: 'e' }]))).toEqual(['Stray cannot be reached from the Start node or a Webhook node; connect it or leave it out.']);
  });

  it('refuses edges the canvas cannot draw: into a Start, out of an End, to a node that is not there, a decision without its branch, a branch elsewhere', () => {
    const decision = node('d', 'decision', { condition: 'input.ok' }, 'Ok?');
    expect(
      problemsOf(
        draft(
          [start, decision, end, node('p', 'process', {}, 'Step')],
          [
            { from: 's', to: 'd' },
            { from: 'd', to: 'p' },
            { from: 'p', to: 'e', branch: 'yes' },
            { from: 'e', to: 's' },
            { from: 'p', to: 'ghost' },
          ],
        ),
      ),
    ).toEqual([
      'Ok? is a Decision: its edge to Step must say branch yes (the condition holds) or no.',
      'Step is not a Decision, so its edge to e takes no branch.',
      'e is an End node, which has no output; its edge to s cannot be drawn.',
      's is a Start node, which has no input; the edge from e cannot be drawn.',
      'The edge from "p" to "ghost" names a node the draft does not have.',
      'The edges make a loop (s → Ok? → Step → e → s); a run visits each node once, so a workflow has no cycle.',
    ]);
  });

  it('reads Run Settings as the engine does: an unknown setting, a value its kind cannot read, a cron that is not five fields', () => {
    expect(
      problemsOf(
        draft(
          [start, node('w', 'timer', { seconds: 'soon' }, 'Wait'), node('c', 'schedule', { cron: 'daily' }, 'When'), node('a', 'api', { url: 'https://x.example', verb: 'GET', headers: '{not json' }, 'Call'), end],
          [
            { from: 's', to: 'w' },
            { from: 'w', to: 'c' },
            { from: 'c', to: 'a' },
            { from: 'a', to: 'e' },
          ],
        ),
      ),
    ).toEqual([
      'Wait: The timer needs a number of seconds (seconds).',
      'When: the Schedule (cron) "daily" is not five fields such as 0 8 * * 1-5.',
      'Call: an API Call node has no setting named "verb" (its settings: method, url, headers, body, authentication).',
      'Call: The headers are not valid JSON (headers).',
    ]);
  });

  it('leaves a required setting or input the sentence did not give to the user, as a need, and refuses an input its kind cannot read', () => {
    const checked = checkDraft(draft([start, node('m', 'email', {}, 'Mail'), node('x', 'script-extract-text', { selector: '.price', trim: 'maybe' }, 'Read'), end], [
      { from: 's', to: 'm' },
      { from: 'm', to: 'x' },
      { from: 'x', to: 'e' },
    ]), { credentials: [] });
    expect(checked).toEqual({ ok: false, problems: ['Read: Trim spaces is neither yes nor no.'] });
    const fine = checkDraft(draft([start, node('m', 'email', {}, 'Mail'), end], [
      { from: 's', to: 'm' },
      { from: 'm', to: 'e' },
    ]), { credentials: [] });
    expect(fine.ok && fine.draft.needs).toEqual([{ nodeId: 'node-2', nodeLabel: 'Mail', kind: 'input', field: 'to', text: 'Mail: fill in To' }]);
  });

  it('refuses an answer that is not of the asked shape', () => {
    expect(problemsOf({ nodes: 'none' })[0]).toMatch(/^The answer is not a workflow of the asked shape: /);
    expect(problemsOf(draft([node('s', 'robot')], []))[0]).toContain('nodes.0.kind');
  });

  it('sends Gemini a schema of the keywords it reads, with every buildable kind and no bot of My Bots', () => {
    const schema = JSON.stringify(draftResponseJsonSchema());
    expect(schema).not.toContain('$schema');
    expect(schema).not.toContain('"bot"');
    for (const kind of buildableKinds) expect(schema).toContain(`"${kind.id}"`);
  });
});

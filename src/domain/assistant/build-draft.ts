import { z } from 'zod';
import { nodeKinds } from '../workflow/node-catalogue/catalogue';
import type { NodeKind } from '../workflow/node-catalogue/node-kind';
import { requiredSettingFieldsOf, runSettingFieldsOf, type SettingField } from '../workflow/node-catalogue/run-settings';

/**
 * Build with Flo (D70, D91): the shape Flo asks Gemini for (and the offline templates are written
 * in), simpler than the canvas's, and the node catalogue as the build prompt lists it. Every draft
 * is then checked before it is drawn (build-draft-check.ts).
 */

/** The kinds a draft may use: every palette item but a bot of My Bots (a draft cannot know the user's bots). */
export const buildableKinds: readonly NodeKind[] = nodeKinds.filter((kind) => kind.category !== null && kind.id !== 'bot');
const buildableIds = buildableKinds.map((kind) => kind.id) as [string, ...string[]];

/** A decision's branches as the draft names them: yes is its right output (the condition held), no its bottom one. */
export const draftBranches = ['yes', 'no'] as const;

export const draftAnswerSchema = z.object({
  title: z.string().describe('A short name for the workflow, such as "Supplier price list by e-mail"'),
  summary: z.string().describe('One sentence on what the workflow does'),
  nodes: z
    .array(
      z.object({
        id: z.string().describe('Unique within the draft, such as n1, n2'),
        kind: z.enum(buildableIds).describe('The node kind, from the catalogue'),
        label: z.string().describe('What the step does, in a few words'),
        settings: z
          .array(z.object({ name: z.string().describe('A setting or input name of the kind'), value: z.string().describe('Its value as text; JSON for a JSON input') }))
          .describe('Only the settings to fill in; leave credentials and unknown values out'),
      }),
    )
    .min(1)
    .max(40),
  edges: z.array(
    z.object({
      from: z.string().describe('The id of the node the edge leaves'),
      to: z.string().describe('The id of the node it enters'),
      branch: z.enum(draftBranches).optional().describe('Only on an edge leaving a decision: yes when its condition holds, no otherwise'),
    }),
  ),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;
export type DraftAnswerNode = DraftAnswer['nodes'][number];
export type DraftAnswerEdge = DraftAnswer['edges'][number];

/**
 * The response schema sent to Gemini, generated from `draftAnswerSchema` (zod's JSON Schema, which
 * `responseJsonSchema` takes); `$schema` is left out, as Gemini reads only the listed keywords.
 */
export function draftResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(draftAnswerSchema) as Record<string, unknown>;
  return schema;
}

/** Every field a kind's node has in Run Settings: its behaviour's settings, then its declared inputs. */
export const draftFieldsOf = (kind: NodeKind): readonly SettingField[] => runSettingFieldsOf(kind);

/** The catalogue as Flo's build prompt lists it: each kind with its Run Settings and inputs. */
export function catalogueForPrompt(): string {
  return buildableKinds
    .map((kind) => {
      // The settings a run is refused without (the check before a run reads the same rule).
      const required = new Set(requiredSettingFieldsOf(kind.settings).map((field) => field.key));
      const fields = draftFieldsOf(kind).map((field) => {
        const input = field.input;
        const facts = [
          input ? input.kind : field.control,
          input?.required || required.has(field.key) ? 'required' : undefined,
          field.choices ? `one of ${field.choices.join(', ')}` : undefined,
          field.control === 'credential' ? 'a credential: leave it out, the user chooses one' : undefined,
          input?.default !== undefined ? `default ${JSON.stringify(input.default)}` : undefined,
        ].filter(Boolean);
        return `    - ${field.key} (${facts.join('; ')}): ${(input?.label ?? field.label).replace(/ \(required\)$/, '')}${field.hint ? `. ${field.hint}` : ''}`;
      });
      const handles = kind.handles === 'decision' ? ' Two outputs: branch yes and branch no.' : kind.handles === 'output-only' ? ' No input.' : kind.handles === 'input-only' ? ' No output.' : '';
      return [`- ${kind.id}: ${kind.label}. ${kind.description.replace(/\.$/, '')}.${handles}${kind.needsBrowser ? ' Acts in the run’s browser tab.' : ''}`, ...fields].join('\n');
    })
    .join('\n');
}

import { required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const recipePlanner: SeededBot = {
  id: 14,
  title: 'Recipe Planner',
  description: 'Plans a week of dinners from your favourite recipes and sends a shopping list grouped by aisle every Sunday.',
  author: 'Homebase',
  tags: ['lifestyle', 'productivity'],
  releasedOn: '2024-04-02',
  priceCents: 999,
  hue: 25,
  workflow: linearWorkflow(
    [required('recipesUrl', 'Your recipes', 'url', 'A JSON list of your favourite recipes, each with its name and ingredients ({ name, aisle })'), sendTo('Send the list to')],
    [
      { type: 'timer', label: 'Every Sunday', properties: { cron: '0 10 * * 0' } },
      { type: 'api', label: 'Fetch Recipes', properties: { method: 'GET', url: '{{inputs.recipesUrl}}' } },
      {
        type: 'transform',
        label: 'Pick Seven Recipes',
        properties: {
          code: "const week = (Array.isArray(input.body) ? input.body : []).slice(0, 7);\nconst aisles = {};\nfor (const item of week.flatMap((recipe) => recipe.ingredients ?? [])) {\n  const aisle = item.aisle ?? 'Other';\n  (aisles[aisle] ??= new Set()).add(item.name ?? String(item));\n}\nconst list = Object.keys(aisles).sort().map((aisle) => `${aisle}: ${[...aisles[aisle]].sort().join(', ')}`).join('\\n');\nreturn { dinners: week.map((recipe) => recipe.name).join(', '), list };",
        },
      },
      { type: 'email', label: 'Send Shopping List', properties: { to: '{{inputs.sendTo}}', subject: 'This week: {{input.dinners}}', body: '{{input.list}}' } },
    ],
  ),
};

import { apiToken, input, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const githubReleaseNotes: SeededBot = {
  id: 9,
  title: 'GitHub Release Notes',
  description: 'Collects the recently merged pull requests and drafts release notes grouped by features, fixes and chores for your review.',
  author: 'Shipyard',
  tags: ['development', 'automation'],
  releasedOn: '2025-01-27',
  priceCents: 1999,
  hue: 230,
  changelog: 'Works with GitHub Enterprise too: the API address is part of its setup',
  workflow: linearWorkflow(
    [
      required('repository', 'Repository', 'text', 'owner/name on GitHub, such as acme/shop'),
      apiToken('githubToken', 'GitHub token', 'GitHub (a personal access token that can read the repository)'),
      sendTo('Send the draft to'),
      input('githubApi', 'GitHub API address', 'url', { default: 'https://api.github.com', help: 'GitHub Enterprise: your server’s API address, such as https://github.acme.com/api/v3' }),
    ],
    [
      {
        type: 'api',
        label: 'List Merged Pull Requests',
        properties: {
          method: 'GET',
          url: '{{inputs.githubApi}}/repos/{{inputs.repository}}/pulls?state=closed&per_page=100',
          authentication: '{{inputs.githubToken}}',
          headers: '{"Accept":"application/vnd.github+json","User-Agent":"Botflow"}',
        },
      },
      {
        type: 'transform',
        label: 'Group by Label',
        properties: {
          code: "const merged = (Array.isArray(input.body) ? input.body : []).filter((pr) => pr.merged_at);\nconst section = (pr) => {\n  const labels = (pr.labels ?? []).map((label) => label.name);\n  return labels.includes('bug') ? 'Fixes' : labels.includes('enhancement') || labels.includes('feature') ? 'Features' : 'Chores';\n};\nconst sections = ['Features', 'Fixes', 'Chores'].flatMap((title) => {\n  const lines = merged.filter((pr) => section(pr) === title).map((pr) => `- ${pr.title} (#${pr.number})`);\n  return lines.length > 0 ? [`${title}\\n${lines.join('\\n')}`] : [];\n});\nreturn { notes: sections.join('\\n\\n') || 'No pull requests were merged.' };",
        },
      },
      { type: 'email', label: 'Send Draft for Review', properties: { to: '{{inputs.sendTo}}', subject: 'Release notes draft: {{inputs.repository}}', body: '{{input.notes}}' } },
    ],
  ),
};

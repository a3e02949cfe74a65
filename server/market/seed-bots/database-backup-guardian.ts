import { apiToken, input, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const databaseBackupGuardian: SeededBot = {
  id: 15,
  title: 'Database Backup Guardian',
  description: 'Every night, has your database host take a backup and restore it to a scratch database, checks that the restore holds rows, and has backups older than thirty days deleted.',
  author: 'Shipyard',
  tags: ['development', 'security', 'data'],
  releasedOn: '2024-07-11',
  priceCents: 3999,
  hue: 205,
  workflow: linearWorkflow(
    [
      required('backupUrl', 'Backup endpoint', 'url', 'Your database host’s API that takes a backup, restores it to a scratch database and answers JSON with restoredRows'),
      apiToken('backupToken', 'Database host API token', 'your database host'),
      required('pruneUrl', 'Old backups endpoint', 'url', 'Deletes the backups older than the days you keep'),
      input('keepDays', 'Days to keep', 'number', { default: 30 }),
    ],
    [
      { type: 'timer', label: 'Every Night', properties: { cron: '0 2 * * *' } },
      { type: 'api', label: 'Take Backup', properties: { method: 'POST', url: '{{inputs.backupUrl}}', authentication: '{{inputs.backupToken}}' } },
      { type: 'validate', label: 'Backup Restores', properties: { condition: 'input.body.restoredRows > 0' } },
      {
        type: 'api',
        label: 'Drop Old Backups',
        properties: { method: 'POST', url: '{{inputs.pruneUrl}}', authentication: '{{inputs.backupToken}}', headers: jsonHeaders, body: '{"olderThanDays":{{inputs.keepDays}}}' },
      },
    ],
  ),
};

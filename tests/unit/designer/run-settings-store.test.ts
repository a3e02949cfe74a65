import { describe, expect, it } from 'vitest';
import { draftFor, propertiesFrom, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';

describe('what Update Properties stores for declared inputs (D66)', () => {
  const report: SelectedNode = { id: 'node-1', type: 'script', label: 'Report', properties: { paletteItem: 'script-send-email-report', scriptId: 'send-email-report', attach: ['old.csv'] } };

  it('loads a JSON input as indented JSON and stores what it writes, so the script reads a list as a list', () => {
    expect(draftFor(report).settings.attach).toBe('[\n  "old.csv"\n]');
    const written = propertiesFrom({ ...draftFor(report), settings: { to: 'ada@example.com', subject: '', attach: '["table.csv"]' } }, report);
    expect(written).toMatchObject({ to: 'ada@example.com', attach: ['table.csv'], scriptId: 'send-email-report' });
    expect(written).not.toHaveProperty('subject');
    // Not JSON: kept as typed, for the run's check to name.
    expect(propertiesFrom({ ...draftFor(report), settings: { attach: '[table.csv' } }, report)).toMatchObject({ attach: '[table.csv' });
  });

  it('stores a flag as true or false, and an emptied one not at all', () => {
    const extract: SelectedNode = { id: 'node-2', type: 'script', label: 'Extract', properties: { paletteItem: 'script-extract-text', scriptId: 'extract-text', trim: true } };
    expect(propertiesFrom({ ...draftFor(extract), settings: { selector: 'li', trim: 'false', required: '' } }, extract)).toMatchObject({ selector: 'li', trim: false });
    expect(propertiesFrom({ ...draftFor(extract), settings: { selector: 'li', trim: '', required: 'true' } }, extract)).not.toHaveProperty('trim');
  });
});

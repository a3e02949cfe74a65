import { describe, expect, it } from 'vitest';
import { clampToBounds, executionModes, loadedNumber, priorities, propertyBounds } from '../../../src/domain/workflow/node-properties';
import { draftFor, propertiesFrom, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';

const nodeWith = (properties: Record<string, unknown>): SelectedNode => ({ id: 'node-1', type: 'process', label: 'Process Node', properties });

describe('property bounds (spec 02 §5)', () => {
  it('names the spec figures', () => {
    expect(propertyBounds.timeout).toEqual({ min: 5, max: 300, step: 5, fallback: 30 });
    expect(propertyBounds.retryCount).toEqual({ min: 0, max: 10, step: 1, fallback: 3 });
    expect(priorities).toEqual(['low', 'medium', 'high', 'critical']);
    expect(executionModes).toEqual(['sequential', 'parallel', 'async']);
  });

  it('keeps a timeout within 5 to 300 and on steps of 5', () => {
    const clamp = (value: unknown) => clampToBounds(value, propertyBounds.timeout);
    expect([5, 30, 300].map(clamp)).toEqual([5, 30, 300]);
    expect([7, 8, 12.5, 298].map(clamp)).toEqual([5, 10, 15, 300]);
    expect([0, -40, 4, 301, 10_000].map(clamp)).toEqual([5, 5, 5, 300, 300]);
    expect([Number.NaN, Infinity, '45', undefined, null].map(clamp)).toEqual([30, 30, 30, 30, 30]);
  });

  it('keeps retry attempts within 0 to 10 in whole steps', () => {
    const clamp = (value: unknown) => clampToBounds(value, propertyBounds.retryCount);
    expect([0, 3, 10].map(clamp)).toEqual([0, 3, 10]);
    expect([2.4, 2.6, -1, 11, 99].map(clamp)).toEqual([2, 3, 0, 10, 10]);
    expect([Number.NaN, 'three', undefined].map(clamp)).toEqual([3, 3, 3]);
  });

  it('loads a stored 0 (or nothing) as the default, and anything else within bounds', () => {
    expect(loadedNumber(0, propertyBounds.timeout)).toBe(30);
    expect(loadedNumber(0, propertyBounds.retryCount)).toBe(3);
    expect(loadedNumber(undefined, propertyBounds.retryCount)).toBe(3);
    expect(loadedNumber(7, propertyBounds.timeout)).toBe(5);
    expect(loadedNumber(1, propertyBounds.retryCount)).toBe(1);
  });
});

describe('the draft a node loads into', () => {
  it('takes the defaults for a fresh node: medium, 30 s, 3 retries, sequential, enabled', () => {
    expect(draftFor(nodeWith({}))).toEqual({
      label: 'Process Node',
      description: '',
      priority: 'medium',
      timeout: 30,
      retryCount: 3,
      isEnabled: true,
      executionMode: 'sequential',
      // D128: a node saved without On failure stops the run, as before.
      onFailure: 'stop',
      tags: '',
      // A process node has no run settings.
      settings: {},
    });
  });

  it('keeps valid stored values and replaces invalid ones by the defaults', () => {
    const stored = draftFor(nodeWith({ label: 'Charge Card', priority: 'critical', executionMode: 'async', onFailure: 'continue', timeout: 120, retryCount: 10, isEnabled: false, tags: ['a', 'b'] }));
    expect(stored).toMatchObject({ label: 'Charge Card', priority: 'critical', executionMode: 'async', onFailure: 'continue', timeout: 120, retryCount: 10, isEnabled: false, tags: 'a, b' });
    const invalid = draftFor(nodeWith({ priority: 'urgent', executionMode: 'eventually', onFailure: 'explode', timeout: 0, retryCount: 0, isEnabled: 'no' }));
    expect(invalid).toMatchObject({ priority: 'medium', executionMode: 'sequential', onFailure: 'stop', timeout: 30, retryCount: 3, isEnabled: true });
  });
});

describe('what Update Properties writes', () => {
  it('clamps the numbers, splits the tags and keeps other stored properties', () => {
    const draft = { ...draftFor(nodeWith({})), timeout: 7, retryCount: 12, tags: ' x, ,y ' };
    expect(propertiesFrom(draft, nodeWith({ scriptId: 's-1' }))).toEqual({
      scriptId: 's-1',
      // D65: the node records the palette item it is.
      paletteItem: 'process',
      label: 'Process Node',
      description: '',
      priority: 'medium',
      timeout: 5,
      retryCount: 10,
      isEnabled: true,
      executionMode: 'sequential',
      onFailure: 'stop',
      tags: ['x', 'y'],
    });
  });
});

describe('run settings (D62)', () => {
  const api: SelectedNode = { id: 'node-4', type: 'api', label: 'Fetch Orders', properties: { url: 'https://old.example', headers: { Accept: 'text/csv' }, timeout: 60 } };

  it('loads each of the type’s settings as text, an object as indented JSON, and none for a type without', () => {
    expect(draftFor(api).settings).toEqual({ method: '', url: 'https://old.example', headers: '{\n  "Accept": "text/csv"\n}', body: '', authentication: '' });
    expect(draftFor(nodeWith({ url: 'ignored' })).settings).toEqual({});
  });

  it('stores text as typed, a number as a number, and drops an emptied field so the run default applies', () => {
    const draft = { ...draftFor(api), settings: { method: 'POST', url: ' ', headers: '{"Accept":"application/json"}', body: '{"id":1}' } };
    const written = propertiesFrom(draft, api);
    expect(written).toMatchObject({ method: 'POST', headers: '{"Accept":"application/json"}', body: '{"id":1}', timeout: 60 });
    expect(written).not.toHaveProperty('url');
    const timer: SelectedNode = { id: 'node-5', type: 'timer', label: 'Wait', properties: {} };
    expect(propertiesFrom({ ...draftFor(timer), settings: { seconds: '2.5' } }, timer)).toMatchObject({ seconds: 2.5, paletteItem: 'timer' });
    expect(propertiesFrom({ ...draftFor(timer), settings: { seconds: 'soon' } }, timer)).toMatchObject({ seconds: 'soon' });
  });

  it('edits the settings of the node’s kind (D65): a Timer its wait, a Schedule its cron, even an older one that never said which it is', () => {
    const timer: SelectedNode = { id: 'node-5', type: 'timer', label: 'Wait', properties: { paletteItem: 'timer' } };
    expect(draftFor(timer).settings).toEqual({ seconds: '' });
    const schedule: SelectedNode = { id: 'node-6', type: 'timer', label: 'Every morning', properties: { paletteItem: 'schedule', cron: '0 8 * * *' } };
    expect(draftFor(schedule).settings).toEqual({ cron: '0 8 * * *' });
    // An older save: a timer with a cron is a Schedule, and stays one once its cron is cleared.
    const older: SelectedNode = { id: 'node-7', type: 'timer', label: 'Old', properties: { cron: '0 9 * * *' } };
    expect(draftFor(older).settings).toEqual({ cron: '0 9 * * *' });
    const cleared = propertiesFrom({ ...draftFor(older), settings: { cron: '' } }, older);
    expect(cleared).toMatchObject({ paletteItem: 'schedule' });
    expect(cleared).not.toHaveProperty('cron');
    // A node the catalogue does not know has no Run Settings to edit.
    expect(draftFor({ id: 'node-8', type: 'teleport', label: 'Beam', properties: {} }).settings).toEqual({});
  });
});

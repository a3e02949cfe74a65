import { describe, expect, it } from 'vitest';
import { codeOf, proseOf, stem, synonyms, termOf, tokenize } from '../../../server/assistant/docs-words';

describe('the words of the offline docs search (D93)', () => {
  it('stems so that a word and its plural, past and -ing forms meet', () => {
    expect(['refunds', 'refunded', 'refund'].map(stem)).toEqual(['refund', 'refund', 'refund']);
    expect(['runs', 'running'].map(stem)).toEqual(['run', 'run']);
    expect(['queries', 'classes', 'boxes'].map(stem)).toEqual(['query', 'class', 'box']);
  });

  it('meets the irregular verbs the docs use as their plain form, and only its own words ("constructor" is not Object’s)', () => {
    expect(stem('written')).toBe('write');
    expect(stem('chose')).toBe('choose');
    expect(stem('constructor')).toBe('constructor');
  });

  it('leaves out the words that say nothing of what is asked, and "schedule" and "scheduled" are one term', () => {
    expect(['How', 'the', 'what'].map(termOf)).toEqual([null, null, null]);
    expect(termOf('scheduled')).toBe(termOf('schedule'));
  });

  it('tokenises "re-run" and "e-mail" as the docs write them', () => {
    expect(tokenize('How do I re-run an e-mail node’s step?')).toEqual(['How', 'do', 'I', 'rerun', 'an', 'email', 'node', 's', 'step']);
  });

  it('brings along the docs’ words for what new users say', () => {
    expect(synonyms.get(termOf('pause')!)).toEqual(['wait']);
    expect(synonyms.get(termOf('password')!)).toEqual(['credential', 'secret']);
  });

  it('tells a passage’s prose from its code', () => {
    const markdown = 'Call `/v1/runs` then\n```\nconst done = true;\n```\ndone';
    expect(proseOf(markdown)).not.toContain('/v1/runs');
    expect(proseOf(markdown)).not.toContain('const');
    expect(codeOf(markdown)).toContain('`/v1/runs`');
    expect(codeOf(markdown)).toContain('const done = true;');
  });
});

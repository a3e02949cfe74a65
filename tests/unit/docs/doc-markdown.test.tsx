import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocMarkdown } from '../../../src/views/docs/DocMarkdown';

/** The docs headings carry the ids Flo's answers link to (D99), and a link with a hash scrolls to its heading and focuses it. */

const page = ['# Nodes', '', 'Intro, see [the folder](#the-runs-folder).', '', '## Properties', '', 'Text.', '', '### Limits and safety', '', 'Safe.', '', "## The run's folder", '', 'Files.', '', '## Properties', '', 'Again.'].join('\n');

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <DocMarkdown text={page} />
    </MemoryRouter>,
  );

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out and has no scrollIntoView: record which element was asked to scroll into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('DocMarkdown headings and links to them (D99)', () => {
  it('gives each heading its GitHub-style id, a repeated one numbered, each focusable from script only', () => {
    renderAt('/documents/nodes');
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.id)).toEqual(['nodes', 'properties', 'limits-and-safety', 'the-runs-folder', 'properties-1']);
    expect(headings.every((heading) => heading.tabIndex === -1)).toBe(true);
  });

  it('opened with a hash, scrolls to that heading and moves focus to it', () => {
    renderAt('/documents/nodes#limits-and-safety');
    const heading = screen.getByRole('heading', { name: 'Limits and safety' });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('follows the hash when it changes on the same page: a link to a heading of the page stays in the app', () => {
    renderAt('/documents/nodes');
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'the folder' }));
    const heading = screen.getByRole('heading', { name: "The run's folder" });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('leaves the page where it is for a hash that names no heading', () => {
    renderAt('/documents/nodes#nowhere');
    expect(scrolled).toEqual([]);
    expect(document.body).toHaveFocus();
  });

  it('decodes a percent-encoded hash', () => {
    renderAt('/documents/nodes#the-runs-folder'.replace('runs', '%72uns'));
    expect(screen.getByRole('heading', { name: "The run's folder" })).toHaveFocus();
  });
});

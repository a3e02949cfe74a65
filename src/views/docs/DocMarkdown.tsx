import { Children, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link, useLocation } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { headingSlugger } from '../../domain/docs/heading-slug';
import * as styles from './prose.css';

/** A table's name for its scrolling region: its column headings. */
function headingsOf(node: ReactNode): string[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return typeof node === 'string' ? [node] : [];
  if (node.type === 'th') return [Children.toArray(node.props.children).map((child) => (typeof child === 'string' ? child : headingsOf(child).join(''))).join('')];
  return Children.toArray(node.props.children).flatMap((child) => (isValidElement(child) && child.type === 'tbody' ? [] : headingsOf(child)));
}

/** The part of a parsed page (hast) this file reads: elements, their properties and text. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}
const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/**
 * Gives each heading its GitHub-style id (src/domain/docs/heading-slug.ts), the one Flo's answers and the
 * explain catalogue link to (/documents/nodes#limits-and-safety), and tabIndex -1 so that opening the link
 * can move focus to it.
 */
function headingIds() {
  return (tree: HastNode) => {
    const slugger = headingSlugger();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
        node.properties = { ...node.properties, id: slugger(textOf(node)), tabIndex: -1 };
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** The heading a link's hash names (`#limits-and-safety`), or null. */
export function headingOfHash(container: ParentNode, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A hash that is not valid percent-encoding is looked up as it is.
  }
  const target = container.querySelector<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
  return target && /^H[1-6]$/.test(target.tagName) ? target : null;
}

const components: Components = {
  // Links inside the app (another page, or a heading of this one) stay in the app; others open as links do.
  a: ({ href = '', children }) => (href.startsWith('/') || href.startsWith('#') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>),
  // Wide tables scroll on their own instead of widening the page; the wrapper is keyboard scrollable.
  table: ({ children }) => (
    <div className={styles.tableWrap} role="region" aria-label={`Table: ${headingsOf(<table>{children}</table>).join(', ')}`} tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  blockquote: ({ children }) => <div className={styles.callout}>{children}</div>,
};

/**
 * One documentation page from its Markdown (src/content/docs): the same file the assistant's
 * offline answers quote (D36), so the page and Flo never disagree.
 */
export function DocMarkdown({ text }: { text: string }) {
  const { hash } = useLocation();
  const article = useRef<HTMLElement>(null);
  // Opened with a heading's hash (/documents/nodes#limits-and-safety), or the hash changed: show that heading
  // at the top and move focus to it, so that keyboard and screen-reader users start reading there too.
  useEffect(() => {
    const heading = article.current ? headingOfHash(article.current, hash) : null;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash, text]);
  return (
    <article ref={article} className={styles.prose}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[headingIds]} components={components}>
        {text}
      </Markdown>
    </article>
  );
}

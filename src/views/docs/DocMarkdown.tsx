import { Children, isValidElement, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import * as styles from './prose.css';

/** A table's name for its scrolling region: its column headings. */
function headingsOf(node: ReactNode): string[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return typeof node === 'string' ? [node] : [];
  if (node.type === 'th') return [Children.toArray(node.props.children).map((child) => (typeof child === 'string' ? child : headingsOf(child).join(''))).join('')];
  return Children.toArray(node.props.children).flatMap((child) => (isValidElement(child) && child.type === 'tbody' ? [] : headingsOf(child)));
}

const components: Components = {
  // Links inside the app stay in the app; others open as links do.
  a: ({ href = '', children }) => (href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>),
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
  return (
    <article className={styles.prose}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </Markdown>
    </article>
  );
}

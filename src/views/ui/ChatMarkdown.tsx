import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';

const components: Components = {
  // Flo links to the docs (/documents/...): those stay in the app.
  a: ({ href = '', children }) => (href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href} target="_blank" rel="noreferrer">{children}</a>),
};

/** An answer of Flo's, which comes as Markdown: quotes, bold text and links to the docs. */
export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </Markdown>
  );
}

import { Link } from 'react-router-dom';
import { Callout } from './DocBits';
import { lead, prose } from './prose.css';

export default function OverviewPage() {
  return (
    <article className={prose}>
      <h1>Overview</h1>
      <p className={lead}>
        Botflow is a web platform for browsing, managing and chaining automation bots. You keep your bots in one place, switch them on and
        off, chain them into sequences, and design each sequence as a workflow on a canvas before you trust it with real work.
      </p>

      <h2>The building blocks</h2>
      <h3>Bots</h3>
      <p>
        A bot is one automation: it has a title, a description, an author, a priority (high, normal or low), notes and a configuration. In{' '}
        <strong>My Bots</strong> every bot gets a card with an ON/OFF toggle, its rating, price and tags. You can add a bot by uploading a
        configuration file (<code>.json</code> or <code>.txt</code>, up to 50MB) or by subscribing to a bot through its URL.
      </p>
      <h3>Sequences</h3>
      <p>
        A sequence is a named chain of bots: <em>bots chained together for more power</em>. The <strong>Sequences</strong> page lists yours
        as tiles; the Add New tile creates one with a title and an optional description, and the edit action changes them. Opening a
        sequence takes you to its workflow designer at <code>/sequences/&#123;slug&#125;</code>, where the slug is the title in lower case
        with spaces turned into hyphens.
      </p>
      <h3>Workflows</h3>
      <p>
        Inside a sequence, the workflow designer lays the chain out as a graph. Each step is a <Link to="/documents/nodes">node</Link>; an
        edge from one node&apos;s output to another&apos;s input says what runs next. Nodes can stand for bots, for flow control (start,
        end, decisions), for timing, for integrations, or for a script from the <Link to="/documents/scripts">script library</Link>.
      </p>

      <h2>How the workflow designer works</h2>
      <ol>
        <li>
          Open a sequence and choose <strong>Bots</strong> to open the palette, <em>Search Bots &amp; Scripts</em>. Its categories are Flow
          Control, Timing, Click Workflow, Basic, Integration and Scripts; the search box matches names, descriptions and categories.
        </li>
        <li>Pick an item: it is added to the canvas and the palette closes. Drag nodes where you want them; they snap to a 15 px grid.</li>
        <li>Drag from a node&apos;s output handle to another node&apos;s input handle to connect them. New connections are animated in blue.</li>
        <li>
          Select a node (or double-click it) to open <strong>Bot Properties</strong> on the right. Change its label, priority, timeout,
          retries and execution mode, then press <strong>Update Properties</strong>.
        </li>
        <li>
          Press <strong>Test Workflow</strong>. Botflow walks the graph from the start node: each node is highlighted for one second and then
          marked completed. When the walk ends you see <em>Simulation completed</em>, and the run appears in <strong>History</strong>.
        </li>
        <li>
          Save the workflow. It is stored in the sequence on the server, so reopening the sequence, even on another computer, shows it again.
          Download gives you a <code>workflow.json</code> file.
        </li>
      </ol>
      <Callout>
        A test run needs at least one node and a start node. Without nodes Botflow says <em>No workflow found</em>; without a start node it
        says <em>No start node</em>.
      </Callout>

      <h3>Canvas controls</h3>
      <ul>
        <li>Zoom between 50% and 200% with the controls or the mouse wheel; fit view brings every node into sight.</li>
        <li>Backspace or Delete removes the selection, together with every edge attached to removed nodes.</li>
        <li>Hold Control (Meta on a Mac) to select several nodes, or Shift to draw a selection box.</li>
        <li>The minimap in the corner shows where you are on a large workflow.</li>
      </ul>

      <h3>The order of a test run</h3>
      <p>
        The run starts at the start node. After a node completes, the nodes connected from its output are visited one after the other,
        depth first: top to bottom, and left to right for nodes at the same height. Every node runs at most once, even when several edges
        lead to it.
      </p>

      <h2>Other areas</h2>
      <ul>
        <li>
          <strong>Dashboard</strong>: your bots and tasks at a glance, with shortcuts to My Bots, Sequences and Marketplace.
        </li>
        <li>
          <strong>Marketplace</strong>: discover bots by search and tags, keep favourites, fill a cart and check out.
        </li>
        <li>
          <strong>Subscriptions</strong>: choose a monthly or yearly plan.
        </li>
        <li>
          <strong>Flo</strong>, your AI Assistant: the round button at the bottom right of every page opens a chat that answers questions
          about Botflow.
        </li>
      </ul>

      <h2>Next steps</h2>
      <ul>
        <li>
          <Link to="/documents/nodes">Nodes</Link>: what each node type does and which properties it has.
        </li>
        <li>
          <Link to="/documents/examples">Examples</Link>: three complete workflows to copy.
        </li>
        <li>
          <Link to="/documents/api-reference">API Reference</Link>: automate Botflow itself over HTTP.
        </li>
      </ul>
    </article>
  );
}

import { Callout, Code, Table } from './DocBits';
import { lead, prose } from './prose.css';

const oneInOneOut = 'Input on the left, output on the right';

const nodeTypes = [
  { type: 'start', use: 'Where every test run begins. A workflow needs exactly one to be tested.', handles: 'Output only' },
  { type: 'end', use: 'Marks a finished branch. Nothing runs after it.', handles: 'Input only' },
  {
    type: 'decision',
    use: 'Splits the flow in two, for example "found" and "not found". Both branches are followed in a test run.',
    handles: 'Input on the left; two outputs, right and bottom',
  },
  { type: 'basic', use: 'A general step with a label and notes; useful while sketching a workflow.', handles: oneInOneOut },
  { type: 'process', use: 'Does one piece of work, such as a click in a page (the palette’s Click Action and Process items).', handles: oneInOneOut },
  { type: 'timer', use: 'Waits or runs on a schedule (the palette’s Schedule and Timer items).', handles: oneInOneOut },
  { type: 'email', use: 'Sends an e-mail, typically a report at the end of a run.', handles: oneInOneOut },
  { type: 'transform', use: 'Reshapes data between steps: renames fields, filters rows, formats values.', handles: oneInOneOut },
  { type: 'validate', use: 'Checks that something is true before going on, such as an element being present (the palette’s Element Selector).', handles: oneInOneOut },
  { type: 'api', use: 'Calls an HTTP API (the palette’s API Call item).', handles: oneInOneOut },
  { type: 'database', use: 'Reads from or writes to a database.', handles: oneInOneOut },
  { type: 'user-task', use: 'A step a person does by hand; the workflow records that it is expected.', handles: oneInOneOut },
  { type: 'approval', use: 'Waits for someone to approve before the flow goes on.', handles: oneInOneOut },
  { type: 'service', use: 'Hands work to an external service or another system.', handles: oneInOneOut },
  { type: 'event', use: 'Starts work when something happens, such as a click (the palette’s Click Trigger item).', handles: oneInOneOut },
  { type: 'script', use: 'Runs a script from the script library; its label is the script’s title.', handles: oneInOneOut },
] as const;

const paletteItems = [
  { category: 'Flow Control', items: 'Start (start), End (end), Decision (decision)' },
  { category: 'Timing', items: 'Schedule (timer), Timer (timer)' },
  { category: 'Click Workflow', items: 'Click Trigger (event), Click Action (process), Element Selector (validate)' },
  { category: 'Basic', items: 'Process (process)' },
  { category: 'Integration', items: 'API Call (api)' },
  { category: 'Scripts', items: 'One item per script of the library (script), shown in indigo' },
] as const;

export default function NodesPage() {
  return (
    <article className={prose}>
      <h1>Nodes</h1>
      <p className={lead}>
        A workflow is made of nodes joined by edges. This page lists every node type of the workflow designer, where its connection handles
        are, and the properties you can set on it.
      </p>

      <h2>Node types</h2>
      <p>
        Each type has its own look on the canvas. A new node is labelled with its type followed by <code>Node</code> (for example{' '}
        <code>Timer Node</code>), except script nodes, which take the script&apos;s title.
      </p>
      <Table label="Node types">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Use it for</th>
            <th scope="col">Handles</th>
          </tr>
        </thead>
        <tbody>
          {nodeTypes.map(({ type, use, handles }) => (
            <tr key={type}>
              <td>
                <code>{type}</code>
              </td>
              <td>{use}</td>
              <td>{handles}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h3>Where nodes come from</h3>
      <p>The palette (Bots, then Search Bots &amp; Scripts) groups ready-made items by category; each adds a node of the type in brackets.</p>
      <Table label="Palette items">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Items</th>
          </tr>
        </thead>
        <tbody>
          {paletteItems.map(({ category, items }) => (
            <tr key={category}>
              <td>{category}</td>
              <td>{items}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>New nodes appear at a random spot near the top left of the canvas; drag them into place.</p>

      <h2>Properties</h2>
      <p>
        Select one node to edit its properties in the Bot Properties panel. The panel has three sections, Basic Settings, Execution and
        Advanced. Edits stay in the panel until you press <strong>Update Properties</strong>.
      </p>
      <Table label="Node properties">
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Values</th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Label</td>
            <td>The name shown on the node</td>
            <td>
              <code>&#123;Type&#125; Node</code>
            </td>
          </tr>
          <tr>
            <td>Description</td>
            <td>Free text</td>
            <td>empty</td>
          </tr>
          <tr>
            <td>Priority</td>
            <td>low, medium, high, critical</td>
            <td>medium</td>
          </tr>
          <tr>
            <td>Timeout</td>
            <td>5 to 300 seconds, in steps of 5</td>
            <td>30</td>
          </tr>
          <tr>
            <td>Retry attempts</td>
            <td>0 to 10</td>
            <td>3</td>
          </tr>
          <tr>
            <td>Execution mode</td>
            <td>Sequential, Parallel, Asynchronous</td>
            <td>Sequential</td>
          </tr>
          <tr>
            <td>Enabled</td>
            <td>on or off</td>
            <td>on</td>
          </tr>
          <tr>
            <td>Tags</td>
            <td>Free labels to find nodes again</td>
            <td>none</td>
          </tr>
        </tbody>
      </Table>
      <Callout>
        A stored timeout or retry count of 0 is read as &quot;not set&quot;: the panel shows the default (30 seconds, 3 retries) instead.
      </Callout>
      <p>
        With several nodes selected the panel says <em>Multiple nodes selected</em> with their count; with none it says{' '}
        <em>Select a node to view its properties</em>.
      </p>

      <h3>Execution modes</h3>
      <ul>
        <li>
          <strong>Sequential</strong>: the node finishes before the next one starts.
        </li>
        <li>
          <strong>Parallel</strong>: the node may run alongside its siblings on other branches.
        </li>
        <li>
          <strong>Asynchronous</strong>: the flow goes on without waiting for the node to finish.
        </li>
      </ul>

      <h2>How a node is stored</h2>
      <p>Saved workflows keep each node in this shape; the same shape appears in a downloaded workflow.json.</p>
      <Code>{`{
  "id": "node-3",
  "type": "timer",
  "position": { "x": 360, "y": 120 },
  "data": {
    "label": "Timer Node",
    "type": "timer",
    "properties": { "priority": "high", "timeout": 60, "retryCount": 2, "executionMode": "sequential" }
  }
}`}</Code>
      <p>
        Node ids are <code>node-</code> followed by a running number. Edges keep <code>id</code>, <code>source</code>, <code>target</code>{' '}
        and, for decision nodes, the <code>sourceHandle</code> that tells the right output from the bottom one.
      </p>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { Callout, Code } from './DocBits';
import { lead, prose } from './prose.css';

const dailyReportJson = `{
  "nodes": [
    { "id": "node-1", "type": "start", "position": { "x": 0, "y": 90 },
      "data": { "label": "Start Node", "type": "start", "properties": {} } },
    { "id": "node-2", "type": "timer", "position": { "x": 210, "y": 90 },
      "data": { "label": "Every weekday at 08:00", "type": "timer", "properties": {} } },
    { "id": "node-3", "type": "script", "position": { "x": 420, "y": 90 },
      "data": { "label": "Log In to a Website", "type": "script",
                "properties": { "scriptId": "log-in-to-site", "scriptTitle": "Log In to a Website",
                                "timeout": 60, "retryCount": 2, "priority": "high" } } },
    { "id": "node-4", "type": "script", "position": { "x": 630, "y": 90 },
      "data": { "label": "Scrape a Table to CSV", "type": "script",
                "properties": { "scriptId": "scrape-table-to-csv", "scriptTitle": "Scrape a Table to CSV" } } },
    { "id": "node-5", "type": "script", "position": { "x": 840, "y": 90 },
      "data": { "label": "Send an E-mail Report", "type": "script",
                "properties": { "scriptId": "send-email-report", "scriptTitle": "Send an E-mail Report" } } },
    { "id": "node-6", "type": "end", "position": { "x": 1050, "y": 90 },
      "data": { "label": "End Node", "type": "end", "properties": {} } }
  ],
  "edges": [
    { "id": "e1", "source": "node-1", "target": "node-2" },
    { "id": "e2", "source": "node-2", "target": "node-3" },
    { "id": "e3", "source": "node-3", "target": "node-4" },
    { "id": "e4", "source": "node-4", "target": "node-5" },
    { "id": "e5", "source": "node-5", "target": "node-6" }
  ],
  "viewport": { "x": 40, "y": 120, "zoom": 0.9 }
}`;

export default function ExamplesPage() {
  return (
    <article className={prose}>
      <h1>Examples</h1>
      <p className={lead}>
        Three complete workflows, from a straight line to a branching flow with people in the loop. Each one starts from an empty sequence:
        on the Sequences page choose Add New, give it the title shown, then open it.
      </p>

      <h2>1. Daily sales report</h2>
      <p>
        <strong>Goal:</strong> every weekday morning, sign in to the shop&apos;s back office, save the sales table as a CSV file and e-mail it
        to the team. Sequence title: <em>Daily Sales Report</em>.
      </p>
      <ol>
        <li>
          From <strong>Flow Control</strong> add <strong>Start</strong>, and from <strong>Timing</strong> add <strong>Schedule</strong>. Label
          the schedule node <em>Every weekday at 08:00</em>.
        </li>
        <li>
          From <strong>Scripts</strong> add <em>Log In to a Website</em>, <em>Scrape a Table to CSV</em> and <em>Send an E-mail Report</em>,
          then an <strong>End</strong> node.
        </li>
        <li>Connect them left to right in that order.</li>
        <li>
          Select the login node and raise its timeout to 60 seconds, its retries to 2 and its priority to high: a slow sign-in should not
          sink the report.
        </li>
        <li>Press Test Workflow. The six nodes light up one after another, and the run appears in History as completed with 6 nodes.</li>
      </ol>
      <p>Saved and downloaded, the workflow looks like this:</p>
      <Code>{dailyReportJson}</Code>

      <h2>2. Website uptime watch</h2>
      <p>
        <strong>Goal:</strong> check a page every 15 minutes; when it is down, keep a screenshot and tell the team in Slack. Sequence title:{' '}
        <em>Uptime Watch</em>.
      </p>
      <ol>
        <li>
          Add <strong>Start</strong>, a <strong>Timer</strong> labelled <em>Every 15 minutes</em>, and the script <em>Check a Page Is Up</em>.
          Connect them in a row.
        </li>
        <li>
          Add a <strong>Decision</strong> labelled <em>Page healthy?</em> after the check. A decision node has two outputs: use the right one
          for &quot;yes&quot; and the bottom one for &quot;no&quot;.
        </li>
        <li>
          From the right output go to an <strong>End</strong> node on the same row. From the bottom output go down to <em>Take a
          Screenshot</em>, then <em>Post to Slack</em>, then a second <strong>End</strong>.
        </li>
        <li>
          On <em>Post to Slack</em> set the priority to critical and the execution mode to Asynchronous, so a slow Slack never holds up the
          next check.
        </li>
        <li>
          Press Test Workflow. After the decision, the test run visits the &quot;yes&quot; branch first, because its node is higher on the
          canvas, and then the &quot;no&quot; branch from top to bottom: 8 nodes in all.
        </li>
      </ol>
      <Callout>
        A test run follows every branch of a decision, so both outcomes are exercised in one run. Keep branches apart vertically to make the
        order easy to read.
      </Callout>

      <h2>3. New lead intake with approval</h2>
      <p>
        <strong>Goal:</strong> when a sales lead is submitted, check it, enrich it from the CRM, have a manager approve it, store it and
        welcome the customer. Sequence title: <em>Lead Intake</em>.
      </p>
      <ol>
        <li>
          Add <strong>Start</strong>, then from <strong>Click Workflow</strong> a <strong>Click Trigger</strong> (an event node) labelled{' '}
          <em>Lead form submitted</em>.
        </li>
        <li>
          Add an <strong>Element Selector</strong> (a validate node) labelled <em>Required fields filled</em>, then from{' '}
          <strong>Integration</strong> an <strong>API Call</strong> labelled <em>Look up company in CRM</em> with a timeout of 30 seconds and
          3 retries.
        </li>
        <li>
          Add nodes of the approval, database and email types, labelled <em>Manager approves</em>, <em>Save lead</em> and{' '}
          <em>Send welcome e-mail</em>, and finish with <strong>End</strong>.
        </li>
        <li>
          Give <em>Manager approves</em> the longest timeout, 300 seconds, and no retries: a person answers once. Tag it{' '}
          <code>needs-human</code> so it is easy to find.
        </li>
        <li>Connect the eight nodes in order and press Test Workflow; save when the run looks right.</li>
      </ol>

      <h2>Where to go from here</h2>
      <ul>
        <li>
          Every node type and property: <Link to="/documents/nodes">Nodes</Link>.
        </li>
        <li>
          What each script does: <Link to="/documents/scripts">Scripts</Link>.
        </li>
        <li>
          Create sequences and record runs from your own tools: <Link to="/documents/api-reference">API Reference</Link>.
        </li>
      </ul>
    </article>
  );
}

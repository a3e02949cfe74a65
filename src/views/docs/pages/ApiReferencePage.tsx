import { Fragment } from 'react';
import { Callout, Code, Table } from './DocBits';
import { badge, method as methodStyle, lead, prose } from './prose.css';

interface Endpoint {
  method: string;
  path: string;
  body: string;
  success: string;
  errors: string;
}

const groups: ReadonlyArray<{ title: string; endpoints: readonly Endpoint[] }> = [
  {
    title: 'Authentication',
    endpoints: [
      { method: 'POST', path: '/v1/auth/register', body: 'name, lastname, email, password, is_active, is_admin', success: '201 {access_token, user}', errors: '409 e-mail taken, 422 invalid' },
      { method: 'POST', path: '/v1/auth/login', body: 'email, password', success: '200 {access_token, user}', errors: '401 Invalid email or password, 429 too many attempts' },
      { method: 'POST', path: '/v1/auth/logout', body: '-', success: '204, the token is revoked', errors: '401' },
      { method: 'POST', path: '/v1/auth/change-password', body: 'current_password, new_password', success: '200 {detail}; other sessions are revoked', errors: '400 wrong current password, 422' },
    ],
  },
  {
    title: 'Your account',
    endpoints: [
      { method: 'GET', path: '/v1/users/me', body: '-', success: '{name, lastname, email, created_at, is_admin, is_active}', errors: '401' },
      { method: 'PUT', path: '/v1/users/me', body: 'name, lastname, email', success: 'the profile, same shape', errors: '409 e-mail taken, 422' },
    ],
  },
  {
    title: 'Subscriptions',
    endpoints: [
      { method: 'GET', path: '/v1/subscriptions/subscriptions/plans', body: '-', success: '{plans: Plan[]}', errors: '-' },
      { method: 'POST', path: '/v1/subscriptions/subscriptions/subscribe/', body: 'plan_id', success: '201 {subscription}', errors: '404 unknown plan' },
      { method: 'GET', path: '/v1/subscriptions/subscriptions/current/', body: '-', success: '{subscription: {...} or null}', errors: '401' },
    ],
  },
  {
    title: 'Sequences',
    endpoints: [
      { method: 'GET', path: '/v1/sequences/sequences/', body: '- (optional ?slug= narrows to the sequences a designer URL names)', success: 'Sequence[] (your own only, newest first)', errors: '401' },
      { method: 'POST', path: '/v1/sequences/sequences', body: 'title, description, items', success: '201 Sequence', errors: '422' },
      { method: 'GET', path: '/v1/sequences/sequences/{id}', body: '-', success: 'Sequence', errors: '404 (also for another user’s id)' },
      { method: 'PUT', path: '/v1/sequences/sequences/{id}', body: 'title, description, items', success: 'Sequence', errors: '404, 422' },
      { method: 'DELETE', path: '/v1/sequences/sequences/{id}', body: '-', success: '204', errors: '404' },
    ],
  },
  {
    title: 'Scripts',
    endpoints: [
      { method: 'GET', path: '/v1/scripts/scripts/', body: '-', success: '{data: Script[]}', errors: '401' },
      { method: 'GET', path: '/v1/scripts/scripts/{id}', body: '-', success: '{data: Script}', errors: '404' },
    ],
  },
  {
    title: 'Workflow runs',
    endpoints: [
      { method: 'POST', path: '/v1/workflows/runs', body: 'sequence_id?, workflow_name, start_time, end_time, status, nodes_executed', success: '201 the run record', errors: '404 unknown sequence, 422' },
      { method: 'GET', path: '/v1/workflows/runs', body: 'query: sequence_id, q, status, sort, page, page_size', success: '{items: Run[], total, page, page_size} (newest first)', errors: '401, 404 unknown sequence' },
    ],
  },
  {
    title: 'Service',
    endpoints: [
      { method: 'GET', path: '/v1/health', body: '-', success: '{status: "ok"}', errors: '503 when the database is unreachable' },
      { method: 'GET', path: '/v1/openapi.json', body: '-', success: 'OpenAPI 3 document of every route', errors: '-' },
    ],
  },
];

export default function ApiReferencePage() {
  return (
    <article className={prose}>
      <h1>API Reference</h1>
      <p className={lead}>
        Everything the Botflow app does goes through a JSON API under <code>/v1</code> on the same host as the app. You can call it from your
        own tools with the same account.
      </p>

      <h2>Conventions</h2>
      <ul>
        <li>Requests and responses are JSON. Trailing slashes are optional on every path.</li>
        <li>
          Sign in with <code>POST /v1/auth/login</code> and send the <code>access_token</code> you get back as the{' '}
          <code>Authorization</code> header, as it is (<code>Bearer &lt;token&gt;</code> is accepted too).
        </li>
        <li>
          Errors always have the shape <code>&#123;&quot;detail&quot;: &quot;human readable text&quot;&#125;</code>, including validation
          errors (422) and unknown paths (404).
        </li>
        <li>A 401 means the token is missing, expired or revoked: sign in again.</li>
        <li>
          <code>GET /v1/openapi.json</code> describes every route with its schema, for code generators and API clients.
        </li>
      </ul>
      <Code>{`# Sign in, then list your sequences
TOKEN=$(curl -s -X POST http://localhost:3000/v1/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"ada@example.com","password":"secret-password"}' | jq -r .access_token)

curl -s http://localhost:3000/v1/sequences/sequences/ -H "Authorization: $TOKEN"`}</Code>

      <h2>Endpoints</h2>
      <Table label="Endpoints">
        <thead>
          <tr>
            <th scope="col">Method and path</th>
            <th scope="col">Body</th>
            <th scope="col">Success</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {groups.map(({ title, endpoints }) => (
            <Fragment key={title}>
              <tr>
                <th scope="colgroup" colSpan={4}>
                  {title}
                </th>
              </tr>
              {endpoints.map((endpoint) => (
                <tr key={`${endpoint.method} ${endpoint.path}`}>
                  <td>
                    <span className={methodStyle}>{endpoint.method}</span> <code>{endpoint.path}</code>
                  </td>
                  <td>{endpoint.body}</td>
                  <td>{endpoint.success}</td>
                  <td>{endpoint.errors}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </Table>

      <h2>Sequences and their workflow</h2>
      <p>
        A sequence is <code>&#123;id, title, description, items, created_at, last_run_at&#125;</code>. Its <code>items</code> list is empty
        until the workflow is saved in the designer; from then on it holds one element, the saved workflow:
      </p>
      <Code>{`{
  "nodes": [
    { "id": "node-1", "type": "start", "position": { "x": 120, "y": 80 },
      "data": { "label": "Start Node", "type": "start", "properties": {} } },
    { "id": "node-2", "type": "script", "position": { "x": 360, "y": 80 },
      "data": { "label": "Log In to a Website", "type": "script",
                "properties": { "scriptId": "log-in-to-site", "scriptTitle": "Log In to a Website" } } }
  ],
  "edges": [ { "id": "e-node-1-node-2", "source": "node-1", "target": "node-2" } ],
  "viewport": { "x": 0, "y": 0, "zoom": 1 }
}`}</Code>
      <p>
        A <code>PUT</code> may leave out <code>description</code> or <code>items</code>; what is stored then stays as it is.
      </p>

      <h2>Workflow runs</h2>
      <p>
        Every Test Workflow run in the designer is recorded, and the designer&apos;s History dialog lists these records. Record your own runs
        the same way:
      </p>
      <Code>{`POST /v1/workflows/runs
{
  "sequence_id": "3f0c…",            // optional; must be one of your sequences
  "workflow_name": "Morning Report",  // 1 to 200 characters
  "start_time": "2025-03-01T09:00:00.000Z",
  "end_time": "2025-03-01T09:00:05.000Z",
  "status": "completed",              // or "failed"
  "nodes_executed": 4
}`}</Code>
      <p>
        The server records who ran it (your full name) and answers 201 with the run. When <code>sequence_id</code> is given, the
        sequence&apos;s <code>last_run_at</code> moves to the run&apos;s end time. <code>GET /v1/workflows/runs</code> lists your runs a page at a time, newest
        first, each as <code>&#123;id, workflowName, startTime, endTime, status, executedBy, nodesExecuted&#125;</code>; filter with{' '}
        <code>sequence_id</code>, <code>q</code> (workflow name or executor), <code>status</code>, <code>sort</code> (<code>desc</code> or{' '}
        <code>asc</code>), <code>page</code> and <code>page_size</code> (1 to 100, default 20).
      </p>

      <h2>
        Public workflow API <span className={badge}>Planned</span>
      </h2>
      <p>A workflow API of its own is planned, so that tools can manage workflows without going through sequences:</p>
      <ul>
        <li>
          <span className={methodStyle}>GET</span> <code>/api/v1/workflows</code>: list your workflows.
        </li>
        <li>
          <span className={methodStyle}>POST</span> <code>/api/v1/workflows</code>: create a workflow from nodes, edges and a viewport.
        </li>
        <li>
          <span className={methodStyle}>PUT</span> <code>/api/v1/workflows/:id</code>: replace a workflow.
        </li>
      </ul>
      <Callout>
        These three endpoints are not available yet. Until they are, a workflow lives in its sequence: read it with{' '}
        <code>GET /v1/sequences/sequences/&#123;id&#125;</code> and save it with <code>PUT /v1/sequences/sequences/&#123;id&#125;</code>,
        sending the workflow as the only element of <code>items</code>.
      </Callout>
    </article>
  );
}

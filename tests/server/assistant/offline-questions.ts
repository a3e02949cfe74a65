/**
 * Flo's offline evaluation set (D93): questions as new users ask them, each with the passages of the
 * docs that answer it (ids of server/assistant/docs-passages.ts: `<page>/<section>`, `<page>/<section>/<row or item>`;
 * a part of a long section, `<section>~<n>`, counts as its section). Any one of `answers` is a right answer.
 * Written from the questions, not from the index's results: a question the index gets wrong stays in.
 * D99 wrote the user's side of what only the API reference said (running a workflow, re-runs,
 * versions, reviews, refunds): those sections answer too, listed first; the API's rows still count.
 */
export interface OfflineQuestion {
  question: string;
  answers: readonly string[];
}

export const answerableQuestions: readonly OfflineQuestion[] = [
  // Nodes
  { question: 'What does a decision node do?', answers: ['nodes/node-types/decision', 'nodes/where-nodes-come-from/decision'] },
  { question: 'How do I add a start node?', answers: ['nodes/where-nodes-come-from', 'nodes/where-nodes-come-from/start'] },
  { question: 'how can i make the flow pause for 10 seconds', answers: ['nodes/where-nodes-come-from/timer'] },
  { question: 'How do I run a workflow every weekday at 8am?', answers: ['nodes/where-nodes-come-from/schedule'] },
  { question: "What's the email node for?", answers: ['nodes/node-types/email', 'nodes/where-nodes-come-from/email'] },
  { question: 'How do I call a REST API from my workflow?', answers: ['nodes/where-nodes-come-from/api-call', 'nodes/node-types/api', 'scripts/the-library/fetch-data-from-a-json-api'] },
  { question: 'What happens when my API call gets a 404?', answers: ['nodes/where-nodes-come-from/api-call', 'nodes/limits-and-safety/an-api-call-answered-with-a-4xx-other-than-408-and-429', 'nodes/limits-and-safety/retries'] },
  { question: 'Which node checks that an element is on the page?', answers: ['nodes/where-nodes-come-from/element-selector', 'nodes/node-types/validate'] },
  { question: 'what does an approval node do in a run', answers: ['nodes/what-each-node-does-in-a-run/approval', 'nodes/node-types/approval'] },
  { question: 'Can I write my own JavaScript code in a node?', answers: ['scripts/your-own-code', 'nodes/where-nodes-come-from/code'] },
  { question: "What's the difference between Test Workflow and Run?", answers: ['overview/running-a-workflow', 'nodes/what-each-node-does-in-a-run', 'scripts/your-own-code'] },
  { question: 'How do I run a workflow?', answers: ['overview/running-a-workflow', 'nodes/what-each-node-does-in-a-run', 'overview/how-the-workflow-designer-works'] },
  { question: 'How do I connect two nodes together?', answers: ['overview/how-the-workflow-designer-works'] },
  { question: 'What does the parallel execution mode mean?', answers: ['nodes/execution-modes/parallel', 'nodes/execution-modes'] },
  { question: 'What is the default timeout of a node?', answers: ['nodes/properties/timeout'] },
  { question: 'How do I start a run when another program sends a request?', answers: ['nodes/webhooks', 'nodes/where-nodes-come-from/webhook'] },
  { question: 'How do I check a GitHub webhook signature?', answers: ['nodes/webhooks/authentication'] },
  { question: 'How do I stop a webhook from running twice for the same event?', answers: ['nodes/webhooks/repeats'] },
  { question: 'How many times is a failed node retried?', answers: ['nodes/limits-and-safety/retries', 'nodes/properties/retry-attempts'] },
  { question: "Why wasn't my failed step retried?", answers: ['nodes/limits-and-safety/retries'] },
  { question: 'Can my workflow call a server on a private IP address like 192.168.1.10?', answers: ['nodes/limits-and-safety/network', 'nodes/limits-and-safety/a-private-loopback-or-link-local-address-refused-by-the-network-guard', 'scripts/limits'] },
  { question: 'A node is not connected to the start node, does it run?', answers: ['nodes/limits-and-safety/nodes-not-connected-to-start'] },
  { question: 'How can I switch off a node without deleting it?', answers: ['nodes/limits-and-safety/disabled-nodes', 'nodes/properties/enabled'] },
  { question: 'How many runs can I have running at the same time?', answers: ['nodes/limits-and-safety/how-many-at-once'] },
  { question: 'Why is my run waiting in the queue?', answers: ['nodes/limits-and-safety/how-many-at-once', 'api-reference/workflow-runs'] },
  { question: 'What happens to my run if the server restarts?', answers: ['nodes/limits-and-safety/if-the-server-stops'] },
  { question: 'How big can the files of a run be?', answers: ['nodes/limits-and-safety/files', 'scripts/the-run-s-folder'] },
  { question: 'Where do I see the screenshot of a browser step?', answers: ['nodes/limits-and-safety/browser-steps'] },
  { question: 'How do I send a credential with an API call?', answers: ['nodes/inputs-credentials-and-templates'] },
  { question: 'Will my password show up in the run logs?', answers: ['nodes/limits-and-safety/credentials', 'scripts/credentials-in-a-run', 'nodes/inputs-credentials-and-templates'] },
  { question: 'Where do I add my credentials?', answers: ['nodes/inputs-credentials-and-templates'] },
  { question: "How do I put the previous node's output into the URL?", answers: ['nodes/inputs-credentials-and-templates'] },
  { question: 'Run refuses my workflow because a required input is empty', answers: ['nodes/inputs-credentials-and-templates'] },
  // Scripts
  { question: 'Which scripts are in the library?', answers: ['scripts/the-library'] },
  { question: 'How do I log in to a website?', answers: ['scripts/the-library/log-in-to-a-website'] },
  { question: 'Can I post a message to Slack?', answers: ['scripts/the-library/post-to-slack'] },
  { question: 'how to download a file from a website', answers: ['scripts/the-library/download-a-file'] },
  { question: 'How long can a script compute before it is stopped?', answers: ['scripts/limits', 'nodes/limits-and-safety/the-sandbox'] },
  { question: 'How does a script read a secret?', answers: ['scripts/the-runtime/secrets-get-name'] },
  { question: 'How do I send an e-mail with an attachment from a script?', answers: ['scripts/the-runtime/mail-send-to-subject-text-html-attachments', 'scripts/the-library/send-an-e-mail-report'] },
  { question: 'How do I write my own script?', answers: ['scripts/how-a-script-is-written', 'scripts/your-own-code'] },
  { question: 'How do I click a button on the page in a script?', answers: ['scripts/the-page/act'] },
  { question: 'Where are files kept during a run?', answers: ['scripts/the-run-s-folder'] },
  // API
  // A program authenticates with an API key (D137), a person by signing in: either section answers.
  { question: 'How do I authenticate to the API?', answers: ['api-reference/conventions', 'api-reference/endpoints/post-v1-auth-login', 'api-reference/api-keys'] },
  { question: 'What do API errors look like?', answers: ['api-reference/conventions'] },
  { question: 'Which endpoint starts a server run of a sequence?', answers: ['api-reference/endpoints/post-v1-sequences-sequences-id-runs'] },
  { question: 'How do I cancel a running workflow?', answers: ['api-reference/endpoints/post-v1-workflows-runs-id-cancel', 'nodes/what-each-node-does-in-a-run'] },
  { question: 'Can I re-run a workflow from the step that failed?', answers: ['overview/re-running-a-run', 'api-reference/endpoints/post-v1-workflows-runs-id-rerun'] },
  { question: 'How do I restore an older version of my workflow?', answers: ['overview/versions', 'api-reference/endpoints/post-v1-sequences-sequences-id-versions-n-restore'] },
  { question: 'list the versions of a sequence', answers: ['overview/versions', 'api-reference/endpoints/get-v1-sequences-sequences-id-versions'] },
  { question: 'I forgot my password', answers: ['api-reference/endpoints/post-v1-auth-forgot-password', 'api-reference/endpoints/post-v1-auth-reset-password'] },
  { question: 'What are the limits of my plan?', answers: ['api-reference/endpoints/get-v1-users-me-limits'] },
  { question: 'How do I subscribe to a plan?', answers: ['overview/other-areas/subscriptions', 'api-reference/endpoints/post-v1-subscriptions-subscriptions-subscribe'] },
  { question: 'Is there a public workflow API?', answers: ['api-reference/public-workflow-api-planned'] },
  { question: 'How is the workflow stored in a sequence?', answers: ['api-reference/sequences-and-their-workflow', 'nodes/how-a-node-is-stored', 'overview/how-the-workflow-designer-works'] },
  { question: 'Refund?', answers: ['overview/other-areas/refunds', 'api-reference/endpoints/post-v1-payments-id-refund'] },
  // Overview, marketplace, designer
  { question: 'What does Test Workflow actually do?', answers: ['overview/running-a-workflow', 'overview/how-the-workflow-designer-works', 'overview/the-order-of-a-test-run'] },
  { question: 'Can I get my money back?', answers: ['overview/other-areas/refunds', 'api-reference/endpoints/post-v1-payments-id-refund'] },
  { question: 'Where can I see the older versions of my workflow?', answers: ['overview/versions', 'api-reference/endpoints/get-v1-sequences-sequences-id-versions'] },
  { question: 'What is a sequence?', answers: ['overview/sequences'] },
  { question: 'what is a bot', answers: ['overview/bots'] },
  { question: 'How do I upload a bot configuration file?', answers: ['overview/bots'] },
  { question: 'What can I do in the marketplace?', answers: ['overview/other-areas/marketplace'] },
  { question: 'How do I zoom in on the canvas?', answers: ['overview/canvas-controls'] },
  { question: 'In what order does a test run visit the nodes?', answers: ['overview/the-order-of-a-test-run'] },
  { question: 'Test Workflow says No start node', answers: ['overview/how-the-workflow-designer-works'] },
  { question: 'How do I write a review of a bot I bought?', answers: ['overview/other-areas/marketplace', 'api-reference/endpoints/put-delete-v1-market-bots-id-reviews-mine'] },
  // Examples
  { question: 'Show me an example workflow with a decision', answers: ['examples/2-website-uptime-watch'] },
  { question: 'example of a daily report e-mailed to the team', answers: ['examples/1-daily-sales-report'] },
];

/** Questions the docs do not answer: Flo must say it does not know, not quote something unrelated. */
export const unanswerableQuestions: readonly string[] = [
  "What's the weather in Paris tomorrow?",
  'How do I bake a chocolate cake?',
  'Who won the football world cup in 2018?',
  'Can I pay with PayPal?',
  'Does Botflow integrate with Salesforce?',
  'Is there a mobile app for iPhone?',
  'Can I change the interface language to French?',
  'qwxzv',
];

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint/feature-boundaries.js';

// Which feature may import which (the rule is eslint/feature-boundaries.js). On the client a feature
// spans the layers: src/app/bots, src/domain/bots, src/machines/bots, src/views/bots and
// src/services/bots.ts are all "bots", and the layer zones below still say which layer may import
// which. Files right in a layer's folder (app's App and routes, domain's rule texts and money) and
// src/styles belong to no feature and are open to all. Each feature lists the others it may import,
// each with the reason it stays.
const clientFeatures = {
  // Open to every feature (clientOpenToAll below), importing none of them.
  ui: [], // views/ui: the react-aria wrappers and the pieces every view shares
  forms: [], // machines/forms: form values, the shared rules' messages and the server's field errors
  toast: [], // machines/toast and views/toast: every flow tells its outcome in a toast
  api: [], // services' api-client, signed-in-call and event-stream: how every module calls the API
  // app/screens put each screen's machine, view and services together: they import every feature.
  screens: '*',
  alerts: [
    'sequences', // an alert links to the run in its sequence's designer (sequencePath); an error workflow is another sequence
    'credentials', // a Slack alert names an Incoming webhook URL credential, a signed webhook a Secret one
  ],
  about: ['layout'], // its story renders the page in the site's shell (layout's StoryShell)
  account: ['layout'], // the sign-in and registration card carries the site's Logo
  assistant: [
    'workflow', // Flo builds draft workflows and explains a failed step of a run (D91, D92)
    'credentials', // a draft's needs name the kinds of credential to choose (credentialKindLabels), as the setup check does
  ],
  bots: [
    'plans', // a switch refused by the plan's active bots links to the plans, and My Bots says the allowance (D85)
    'credentials', // a bot's setup offers the user's credentials of the kinds a credential input accepts (D66)
    'workflow', // a bot's workflow declares its inputs; a bot node's inputs are read from the node catalogue (D66)
    'market', // a bought bot's update names its listing's versions and steps as the listing does (D130)
  ],
  dashboard: [
    'bots', // the dashboard lists and switches the user's bots, with bots' messages
    'insights', // ... and its Runs card counts the last 7 days' runs (D151)
  ],
  insights: [
    'plans', // what the plan's analytics show and how long it keeps runs (D148, D149)
    'sequences', // a failed run opens in its sequence's designer
  ],
  designer: [
    'plans', // a Run refused by the plan's runs a day or run files kept links to the plans (D85)
    'assistant', // Flo's chat opens in the designer (assistant's ChatPanel, machine and chat service)
    'bots', // the palette offers the user's active bots
    'credentials', // Run Settings offer the user's credentials by name (D66)
    'scripts', // ... and the script library
    'sequences', // a workflow is saved in, and loaded from, its sequence
    'workflow', // the workflow model: node catalogue, saved workflows, runs
    'webhooks', // a Webhook node's Run Settings show its addresses; the deliveries log and its replays (D135)
  ],
  docs: [
    'layout', // its story renders the page in the site's shell
    'workflow', // /documents/nodes and /documents/scripts write their tables of node kinds from the node catalogue (D65)
  ],
  landing: ['layout', 'session'], // the site's header and footer around it; its calls to action depend on the session
  layout: [
    'account', // its stories sign a sample User in
    'assistant', // Flo's launcher and drawer sit in every signed-in page
    'market', // the header's cart shows the cart machine's count
    'session', // who is signed in, and signing out
    'alerts', // the notification bell sits beside the cart (D129)
  ],
  // Buying opens the checkout (payments) from the per-user actors a session starts: market, payments
  // and session depend on each other through the cart.
  market: [
    'payments', // app/market: buying opens the checkout
    'session', // ... from the per-user actors (cart, favourites)
    'workflow', // a listing's steps and needs, and what may be published, are read from its workflow with the node catalogue (D130)
    'credentials', // ... which says the kinds of credential it needs (D130)
    'sequences', // the upload modal offers the seller's sequences and their saved versions (D130)
  ],
  payments: ['market', 'plans'], // checkout pays for the cart's market bots; /payment for a plan
  plans: [],
  sales: [
    'market', // a seller's Sales page reads their market bots' figures, publishes their updates and unpublishes them (D130)
    'sequences', // ... an update is another saved version of the bot's sequence
    'layout', // its story renders the page in the site's shell
  ],
  scripts: [],
  sequences: [
    'session', // prefetching a sequence reads the stored token (services/session-storage)
    'alerts', // the edit dialog holds "When a run fails" (D129)
    'workflow', // the edit dialog counts the saved workflow's steps
  ],
  session: [
    'account', // a session holds the signed-in User
    'market', // the per-user actors it starts include the cart and the favourites
  ],
  'api-keys': ['plans'], // keys come with the plan's API access: their refusals name the plan that has it (D137)
  credentials: [], // the Credentials screen (D66) stands on its own: domain, machines, views and its service
  workflow: ['credentials'], // a credential input says which kinds of credential it accepts (D66)
  webhooks: ['workflow'], // a webhook's contract names the Webhook node's Run Settings' choices (D126)
};
const clientOpenToAll = ['ui', 'forms', 'toast', 'api'];

// The same for the server: a feature is a folder of server/. server/app.ts, v1.ts, main.ts and
// config.ts put the features together, event-stream-reply.ts and logging.ts serve all: files right in
// server/ belong to no feature.
const serverFeatures = {
  // Open to every feature (serverOpenToAll below): the database with every feature's tables
  // (db/schema/<feature>.ts), and the request plugins (auth, errors).
  db: ['accounts', 'bots', 'market', 'payments', 'plans', 'scripts'], // seed.ts fills a new database through their repositories and catalogues
  plugins: [
    'accounts', // auth finds the token's user in accounts' repository
    'api-keys', // ... and an API key's user, scopes and rate in api-keys' (D137)
  ],
  accounts: ['bots', 'payments', 'mail'], // a new account starts with sample bots and payments (new-account.ts); a reset link is mailed
  'api-keys': [
    'accounts', // a key's rate limit words its wait as the login throttle does
    'plans', // keys come with the plan's API access, and the list says what the plan grants (D137)
  ],
  assistant: [
    'accounts', // Flo's rate limit words its wait as the login throttle does
    'runs', // Ask Flo why reads the failed step, its run and the workflow it ran (D92)
    'credentials', // Build with Flo reads the user's credential names and kinds (never values) to say which to choose (D91)
  ],
  bots: [
    'uploads', // a bot's configuration file comes as a multipart upload
    'plans', // switching a bot on counts against the plan's active bots (D85)
  ],
  cli: ['accounts'], // create-user makes an account as registration does
  // Credentials read sequences' saved workflows through the SequencesForCredentials port, and hand
  // runs their secrets through app.ts: they import neither (D66).
  credentials: [],
  health: [],
  insights: ['plans'], // the plan's analytics and retention decide what insights answer (D148)
  mail: [], // SMTP and the accounts' outbox: what runs, accounts and payments send through
  market: [
    'bots', // publishing reads its fields as a bot upload does, a purchase's copies are My Bots', and a bought bot's update writes one (D130)
    'uploads', // publishing is a multipart upload
    'sequences', // a seller publishes a saved version of one of their sequences (D130)
    'credentials', // ... checked as their own Run would be: with their credentials' names and kinds, never values (D130)
  ],
  payments: ['bots', 'market', 'plans', 'mail'], // checkout copies bought bots into My Bots, prices the market's bots, subscribes to plans, mails the confirmation
  plans: [],
  // Runs reach sequences only through the SequencesForRuns port, and sequences reach the schedules
  // only through the SequenceSchedules port: app.ts and v1.ts hand them in (D72).
  runs: ['bots', 'scripts', 'mail', 'plans'], // a bot node runs the user's bot file; a library script node runs the library's code; email nodes send through SMTP; the plan holds runs at once, a day and their files (D85)
  scripts: [],
  sequences: [],
  uploads: [],
  // Webhooks read sequences and open their owner's credentials only through the ports app.ts and
  // v1.ts hand in, and sequences keep their webhooks through the SequenceWebhooks port (D126).
  webhooks: [
    'runs', // a delivery queues its run through the runs feature, and a sync one waits for its end
    'plans', // the owner's plan sets a webhook's requests a minute, and the run's limits
    'alerts', // a delivery refused tells its owner in the bell (D129)
  ],
  alerts: [
    'runs', // a failed run's error workflow is queued as a run; alerts go out through the runs' network guard
    'mail', // an alert by e-mail is kept in the account's outbox and sent through SMTP
  ],
};
const serverOpenToAll = ['db', 'plugins'];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // import-x reads the imports of a resolved file only when its extension is listed here (the
      // default is .js alone), with the parser named for it: without these two, no-cycle and the
      // other rules that follow imports saw no import of any .ts file, and a cycle of seven engine,
      // browser and runtime files went unreported.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports run one way (architecture.md): views -> machines; app -> views, machines, services;
      // machines, views, services and server -> domain. domain imports nothing of ours; machines
      // import neither views nor services; the server imports nothing from src/ but domain.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/app', './src/views', './src/machines', './src/services', './src/styles', './server'] },
            { target: './src/machines', from: ['./src/views', './src/app', './src/services'] },
            { target: './src/views', from: ['./src/app', './src/services'] },
            { target: './src/services', from: ['./src/app', './src/views', './src/machines'] },
            { target: './server', from: './src', except: ['./domain'] },
            { target: './src', from: './server' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: {
      'feature-boundaries/feature-imports': [
        'error',
        {
          folders: ['src/app', 'src/domain', 'src/machines', 'src/views'],
          files: ['src/services'],
          // The service modules whose names are not their feature's.
          aliases: {
            'src/services/api-client': 'api',
            'src/services/assistant-build': 'assistant', // Build with Flo's stream, apart from the chat's so the chat's chunk does not carry it (D95)
            'src/services/signed-in-call': 'api',
            'src/services/event-stream': 'api',
            'src/services/auth': 'account',
            'src/services/users': 'account',
            'src/services/user-shape': 'account',
            'src/services/logout': 'session',
            'src/services/session-storage': 'session',
            'src/services/subscriptions': 'plans',
            'src/services/sequence-by-slug': 'sequences',
            'src/services/sequence-prefetch': 'sequences',
            'src/services/workflow-runs': 'workflow',
            'src/services/workflow-storage': 'workflow',
            'src/services/notifications': 'alerts',
            'src/services/failure-settings': 'alerts',
            'src/services/sequence-webhooks': 'webhooks', // not webhooks.ts: the domain's contract and the server's table have that name
          },
          openToAll: clientOpenToAll,
          features: clientFeatures,
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: {
      'feature-boundaries/feature-imports': ['error', { folders: ['server'], openToAll: serverOpenToAll, features: serverFeatures }],
    },
  },
  {
    // Views use react-aria through the wrappers of views/ui, which keep its use (and its looks) in one
    // place. src/domain has its own, stricter rule below.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/views/ui/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react-aria-components|react-aria|react-stately|@react-aria/.*|@react-stately/.*)$',
              message: 'Use (or add) a wrapper in src/views/ui: react-aria is imported only there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules shared by client and server: nothing but zod from outside.
    files: ['src/domain/**/*.ts'],
    rules: {
      // dagre is pure computation like zod: the server lays out Flo's drafts and the designer tidies up with the same rules (D90).
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|@dagrejs/dagre$|\\.)', message: 'src/domain imports nothing but zod and dagre (architecture.md).' }] }],
    },
  },
  {
    // The script library (D65): each file is one script, a module whose default export takes the
    // runtime it uses (input, inputs, page, secrets, files, mail, log, sleep, fetch, hmacSha256Hex,
    // crypto). It runs in the QuickJS sandbox (D67), not in Node or a browser, so only the language's
    // own globals are known, and crypto (randomUUID), which the runtime adds.
    files: ['server/scripts/library/*.js'],
    languageOptions: { sourceType: 'module', ecmaVersion: 'latest', globals: { crypto: 'readonly' } },
    rules: { 'no-undef': 'error' },
  },
);

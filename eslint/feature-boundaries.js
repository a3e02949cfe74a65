// A local ESLint rule: which feature folders may import which. The graph itself is stated in
// eslint.config.js; this file only says which feature a path belongs to and checks each import.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths are compared from the project's root (this file's parent folder), whatever folder eslint runs in.
const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/** 'src/views/bots/BotCard' from an absolute path, with posix separators and no extension or query. */
function fromRoot(path) {
  return relative(projectRoot, path).split(sep).join('/').replace(/\?.*$/, '').replace(/\.(tsx?|jsx?|mjs)$/, '');
}

/**
 * The feature a path belongs to, or null for a file right in a root (a layer's own: the app's routes,
 * the domain's rule texts, the server's app.ts), which the layer zones alone govern.
 * Under a root of `folders` the feature is the folder's name (src/views/bots/... is bots); under a root of
 * `files` it is the file's (src/services/bots.ts). `aliases` renames a unit whose name is not its
 * feature's ('src/services/subscriptions' is plans').
 */
function featureOf(path, { folders = [], files = [], aliases = {} }) {
  const root = [...folders, ...files].find((candidate) => path.startsWith(`${candidate}/`));
  if (root === undefined) return null;
  const [name, ...rest] = path.slice(root.length + 1).split('/');
  if (folders.includes(root) && rest.length === 0) return null;
  return aliases[`${root}/${name}`] ?? name;
}

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between feature folders follow the graph given in the options.' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          files: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          openToAll: { type: 'array', items: { type: 'string' } },
          features: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'array', items: { type: 'string' } }, { const: '*' }] },
          },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused: '{{from}} may not import {{target}} (of {{to}}): eslint.config.js lists the features each feature may import.',
      unknown: '{{feature}} ({{path}}) is in no feature table: add it to eslint.config.js with the features it may import.',
    },
  },
  create(context) {
    const options = context.options[0];
    const importer = fromRoot(context.filename);
    const from = featureOf(importer, options);
    if (from === null || options.features[from] === '*') return {};

    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = fromRoot(resolve(dirname(context.filename), source.value));
      const to = featureOf(target, options);
      if (to === null || to === from) return;
      if (!Object.hasOwn(options.features, from)) {
        context.report({ node: source, messageId: 'unknown', data: { feature: from, path: importer } });
        return;
      }
      if (!Object.hasOwn(options.features, to)) {
        context.report({ node: source, messageId: 'unknown', data: { feature: to, path: target } });
        return;
      }
      if (options.openToAll?.includes(to) || options.features[from].includes(to)) return;
      context.report({ node: source, messageId: 'refused', data: { from, to, target } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'feature-imports': featureImports } };

// The server's house (docs/architecture.md, "The server's house"): a module under
// server/modules/<domain>/ alone touches its tables and is used by others only through its public
// face, server/modules/<domain>/index.ts; routes and the HTTP layer never reach the database
// themselves. Tests, the seed and the test helpers may look inside (they build and inspect state).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function posix(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

const exempt = (file) => /\.test\.ts$/.test(file) || file.startsWith('server/seed/') || /^server\/(.+\/)?testing\//.test(file) || file.startsWith('server/db/');
const moduleOf = (file) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];

/** The project path an import names, without its extension ('server/modules/wallet/index'), or undefined for a package. */
function targetOf(file, source) {
  if (!source.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), source)).replace(/\.(ts|tsx|js)$/, '');
}

const boundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules are used through their index.ts; routes and the HTTP layer never touch the database.' },
    schema: [],
    messages: {
      internal: "'{{target}}' is inside the {{module}} module: import its public face, server/modules/{{module}}/index.ts (add what you need there).",
      table: "'{{target}}' holds the {{module}} module's tables: only the {{module}} module touches them; call its service instead.",
      aggregate: 'A module imports its own tables from its schema file, never the aggregate server/db/schema (which only the database connection uses).',
      database: "Routes and server/http parse, call one service and answer: '{{source}}' is the database's business (a module's service).",
    },
  },
  create(context) {
    const file = posix(context.filename);
    if (!file.startsWith('server/') || exempt(file)) return {};
    const here = moduleOf(file);
    const httpSide = file.startsWith('server/routes/') || file.startsWith('server/http/');
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (httpSide && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'))) {
        context.report({ node, messageId: 'database', data: { source } });
        return;
      }
      const target = targetOf(file, source);
      if (target === undefined) return;
      if (target === 'server/db/schema' || target === 'server/db/schema/index') {
        context.report({ node, messageId: httpSide ? 'database' : 'aggregate', data: { source } });
        return;
      }
      const owner = moduleOf(`${target}.ts`);
      if (owner === undefined || owner === here) return;
      const base = target.slice(`server/modules/${owner}/`.length);
      if (/(^|\/)(schema|[a-z]+Schema)$/.test(base)) context.report({ node, messageId: 'table', data: { target, module: owner } });
      else if (base !== 'index') context.report({ node, messageId: 'internal', data: { target, module: owner } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const serverHouse = { rules: { boundary } };

// The server's house (docs/architecture.md, "The server's house"): a module under
// server/modules/<domain>/ alone touches its tables and is used by others only through its public
// face, server/modules/<domain>/index.ts; routes and the HTTP layer never reach the database
// themselves. Tests, the seed and the test helpers may look inside (they build and inspect state).
// A module's SQL text (sql`...`, sql.raw(...) and its sql/*.sql functions) names only its own tables:
// which module owns a table is read from the modules' schema files, pgTable('name', ...).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Which module owns each table, by its SQL name: every pgTable('name', ...) of server/modules/<m>/schema.ts and *Schema.ts. */
export function tableOwners(root = ROOT) {
  const owners = new Map();
  const modules = path.join(root, 'server', 'modules');
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of readdirSync(path.join(modules, entry.name))) {
      if (!/^(schema|[a-z]+Schema)\.ts$/.test(file)) continue;
      for (const [, table] of readFileSync(path.join(modules, entry.name, file), 'utf8').matchAll(/pgTable\(\s*['"`]([A-Za-z_][A-Za-z0-9_]*)['"`]/g)) owners.set(table.toLowerCase(), entry.name);
    }
  }
  return owners;
}

/** Keywords after which SQL names a table (a schema may qualify it: public.members). */
const TABLE_AFTER = new Set(['from', 'join', 'update', 'into', 'table', 'references', 'truncate', 'using']);
/** Words that may stand between such a keyword and the table. */
const NOISE = new Set(['only', 'if', 'not', 'exists']);
/** Words that end a FROM item's alias (so `from a x, b y` lists b too, and `from a where` does not read `where` as an alias). */
const CLAUSE = new Set(['where', 'join', 'inner', 'left', 'right', 'full', 'cross', 'natural', 'on', 'using', 'group', 'order', 'limit', 'offset', 'for', 'having', 'window', 'union', 'except', 'intersect', 'returning', 'set', 'lateral', 'tablesample', 'with']);

/** SQL's words and marks, without comments and string literals; `$` stands for an interpolated value. */
function tokens(text) {
  const out = [];
  const re = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*)|(\$\$|\$[A-Za-z_]*\$|[.,()$;])/g;
  for (const m of text.matchAll(re)) {
    if (m[1] !== undefined) out.push({ word: m[1].replaceAll('""', '"').toLowerCase(), quoted: true });
    else if (m[2] !== undefined) out.push({ word: m[2].toLowerCase() });
    else if (m[3] !== undefined) out.push({ mark: m[3] });
  }
  return out;
}

/** The tables a piece of SQL names: after FROM, JOIN, UPDATE, INTO, TABLE, REFERENCES, TRUNCATE, USING, in a FROM list, and as the qualifier of a column (members.id). */
export function tablesNamed(text) {
  const t = tokens(text);
  const named = new Set();
  const isWord = (i) => t[i]?.word !== undefined;
  /** Reads a (possibly schema-qualified) name at i; returns the index after it. */
  const readName = (i) => {
    if (!isWord(i)) return i;
    if (t[i + 1]?.mark === '.' && isWord(i + 2)) {
      named.add(t[i + 2].word);
      return i + 3;
    }
    named.add(t[i].word);
    return i + 1;
  };
  for (let i = 0; i < t.length; i++) {
    const word = t[i].word;
    if (word === undefined) continue;
    if (t[i + 1]?.mark === '.' && isWord(i + 2)) named.add(word);
    if (t[i].quoted || !TABLE_AFTER.has(word)) continue;
    let j = i + 1;
    while (isWord(j) && !t[j].quoted && NOISE.has(t[j].word)) j++;
    j = readName(j);
    if (word !== 'from') continue;
    // A FROM list: from a [as] [x], b [as] [y], ...
    for (;;) {
      if (t[j]?.word === 'as') j++;
      if (isWord(j) && !CLAUSE.has(t[j].word)) j++;
      if (t[j]?.mark !== ',' || !isWord(j + 1) || CLAUSE.has(t[j + 1].word)) break;
      j = readName(j + 1);
    }
  }
  return named;
}

let owners;
const ownerOf = (table) => (owners ??= tableOwners()).get(table);

/** The tables of other modules that a module's sql/*.sql files name: { file, table, owner } each. */
export function foreignTablesOfSqlFiles(module, root = ROOT, tableOwner = ownerOf) {
  const folder = path.join(root, 'server', 'modules', module, 'sql');
  if (!existsSync(folder)) return [];
  const found = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
    for (const table of tablesNamed(readFileSync(path.join(folder, name), 'utf8'))) {
      const owner = tableOwner(table);
      if (owner !== undefined && owner !== module) found.push({ file: `server/modules/${module}/sql/${name}`, table, owner });
    }
  }
  return found;
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
      sqlTable: "This SQL names '{{table}}', a table of the {{owner}} module: only the {{owner}} module's SQL names it; add a read or write to the {{owner}} module (its index.ts) and call that.",
      sqlFile: "{{file}} names '{{table}}', a table of the {{owner}} module: only the {{owner}} module's SQL names it.",
      outsideSql: "This SQL names '{{table}}', a table of the {{owner}} module: outside the modules, code calls the {{owner}} module's service (its index.ts) instead.",
      cli: "Operator commands call module services, never the database or a route themselves: '{{source}}' is not theirs to import.",
    },
  },
  create(context) {
    const file = posix(context.filename);
    if (!file.startsWith('server/') || exempt(file)) return {};
    const here = moduleOf(file);
    const httpSide = file.startsWith('server/routes/') || file.startsWith('server/http/');
    const cli = file.startsWith('server/cli/');
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (cli && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /^server\/(routes|http)\//.test(targetOf(file, source) ?? ''))) {
        context.report({ node, messageId: 'cli', data: { source } });
        return;
      }
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
      ...sqlChecks(context, file, here),
    };
  },
};

/**
 * The checks of SQL text: a module's sql`...` and sql.raw(...) name only its own tables, code outside
 * the modules (operations, the page, the start) names none; a module's sql/*.sql files are checked
 * when its index.ts is linted (ESLint reads no .sql file itself).
 */
function sqlChecks(context, file, here) {
  const checkText = (node, text) => {
    for (const table of tablesNamed(text)) {
      const owner = ownerOf(table);
      if (owner === undefined || owner === here) continue;
      context.report({ node, messageId: here === undefined ? 'outsideSql' : 'sqlTable', data: { table, owner } });
    }
  };
  const templateText = (literal) => literal.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' $ ');
  const isSql = (node) => node.type === 'Identifier' && node.name === 'sql';
  return {
    Program(node) {
      if (here === undefined || file !== `server/modules/${here}/index.ts`) return;
      for (const data of foreignTablesOfSqlFiles(here)) context.report({ node, messageId: 'sqlFile', data });
    },
    TaggedTemplateExpression(node) {
      if (isSql(node.tag)) checkText(node, templateText(node.quasi));
    },
    CallExpression(node) {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || !isSql(callee.object) || callee.property.type !== 'Identifier' || callee.property.name !== 'raw') return;
      const [arg] = node.arguments;
      if (arg?.type === 'Literal' && typeof arg.value === 'string') checkText(node, arg.value);
      else if (arg?.type === 'TemplateLiteral') checkText(node, templateText(arg));
    },
  };
}

export const serverHouse = { rules: { boundary } };

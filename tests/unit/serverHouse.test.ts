/**
 * The server's house (eslint/serverHouse.js, docs/architecture.md): a module's SQL names only its
 * own tables, which module owns a table is read from the schema files, and the operator commands
 * call services. The invalid cases are what the agents, rewards and wallet modules wrote before
 * their reads moved to the ledger and the members modules.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { foreignTablesOfSqlFiles, serverHouse, tableOwners, tablesNamed } from '../../eslint/serverHouse.js';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (file: string) => join(PROJECT_ROOT, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('which module owns a table', () => {
  it('is read from the modules\' schema files', () => {
    const owners = tableOwners();
    expect(owners.get('ledger_entries')).toBe('ledger');
    expect(owners.get('member_uplines')).toBe('members');
    expect(owners.get('rebate_accruals')).toBe('rewards');
    expect(owners.get('chat_messages')).toBe('messages');
  });
});

describe('the tables a piece of SQL names', () => {
  it('finds them after FROM, JOIN, UPDATE, INTO, in a FROM list and as a column qualifier', () => {
    expect([...tablesNamed('select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id')].sort()).toEqual(['a', 'e', 'ledger_accounts', 'ledger_entries'].sort());
    expect(tablesNamed('SELECT 1 FROM public.members m, sessions s WHERE m.id = s.member_id').has('sessions')).toBe(true);
    expect(tablesNamed('select members.id from x').has('members')).toBe(true);
    expect(tablesNamed('update "deposits" set status = $ where id = $').has('deposits')).toBe(true);
    expect(tablesNamed('insert into outbox (tenant) values ($)').has('outbox')).toBe(true);
  });

  it('leaves out aliases, comments and string literals', () => {
    const named = tablesNamed(`-- from members\nselect sum(t.amount) as deposits, 'from games' as note /* join vendors */ from ledger_transfers t`);
    expect(named.has('deposits')).toBe(false);
    expect(named.has('members')).toBe(false);
    expect(named.has('games')).toBe(false);
    expect(named.has('vendors')).toBe(false);
    expect(named.has('ledger_transfers')).toBe(true);
  });
});

tester.run('server-house/boundary: SQL names only the module\'s own tables', serverHouse.rules.boundary, {
  valid: [
    { filename: at('server/modules/ledger/history.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select e.amount from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where e.account_id = ${1}`;\n" },
    { filename: at('server/modules/members/downlines.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select upline_id from member_uplines where tenant = ${'t'}`;\n" },
    // An alias or a column that happens to be spelled like another module's table is not that table.
    { filename: at('server/modules/agents/x.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select sum(s.base) as deposits from agent_settlements s`;\n" },
    // Tests and the seed build and inspect state anywhere.
    { filename: at('server/modules/agents/x.test.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select * from ledger_entries`;\n" },
    { filename: at('server/seed/x.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select * from members`;\n" },
    { filename: at('server/cli/x.ts'), code: "import { decideRedemption } from '../modules/points/index';\nexport const f = decideRedemption;\n" },
  ],
  invalid: [
    {
      // agents/team.ts walked the members' tree itself.
      filename: at('server/modules/agents/team.ts'),
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql`with recursive team(id) as (select member_id from member_uplines where upline_id = ${1}) select id from team`;\n",
      errors: [{ messageId: 'sqlTable', data: { table: 'member_uplines', owner: 'members' } }],
    },
    {
      // rewards/realBets.ts read the ledger's entries.
      filename: at('server/modules/rewards/realBets.ts'),
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select -sum(e.amount) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where t.kind = 'bet'`;\n",
      errors: [{ messageId: 'sqlTable', data: { table: 'ledger_entries', owner: 'ledger' } }, { messageId: 'sqlTable', data: { table: 'ledger_transfers', owner: 'ledger' } }],
    },
    {
      filename: at('server/modules/wallet/records.ts'),
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql.raw('select id from ledger_accounts where member_id = 1');\n",
      errors: [{ messageId: 'sqlTable', data: { table: 'ledger_accounts', owner: 'ledger' } }],
    },
    {
      filename: at('server/ops/metricsServer.ts'),
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select tenant from withdrawals where status = 'pending'`;\n",
      errors: [{ messageId: 'outsideSql', data: { table: 'withdrawals', owner: 'wallet' } }],
    },
    {
      filename: at('server/cli/x.ts'),
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n",
      errors: [{ messageId: 'cli' }],
    },
    {
      filename: at('server/cli/redeemDecision.ts'),
      code: "import { redemptionNumber } from '../routes/points';\nexport const f = redemptionNumber;\n",
      errors: [{ messageId: 'cli' }],
    },
  ],
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("a module's sql/*.sql files", () => {
  it('may name only its own tables (ownership from the schema files)', () => {
    const root = mkdtempSync(join(tmpdir(), 'server-house-'));
    roots.push(root);
    for (const [file, text] of Object.entries({
      'server/modules/ledger/schema.ts': "export const a = pgTable('ledger_entries', {});\n",
      'server/modules/members/schema.ts': "export const m = pgTable(\n  'members',\n  {},\n);\n",
      'server/modules/ledger/sql/own.sql': 'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT count(*)::int FROM ledger_entries $$;\n',
      'server/modules/members/sql/bad.sql': '-- reads ledger_entries in a comment only, then:\nCREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT count(*)::int FROM ledger_entries e JOIN members m ON m.id = 1 $$;\n',
    })) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const owners = tableOwners(root);
    expect([...owners]).toEqual([['ledger_entries', 'ledger'], ['members', 'members']]);
    const ownerOf = (table: string) => owners.get(table);
    expect(foreignTablesOfSqlFiles('ledger', root, ownerOf)).toEqual([]);
    expect(foreignTablesOfSqlFiles('members', root, ownerOf)).toEqual([{ file: 'server/modules/members/sql/bad.sql', table: 'ledger_entries', owner: 'ledger' }]);
  });

  it("of this project name only their module's tables", () => {
    for (const module of ['catalogue', 'ledger']) expect(foreignTablesOfSqlFiles(module), module).toEqual([]);
  });
});

// Types of eslint/serverHouse.js for the tests that import it.
import type { Rule } from 'eslint';

export const serverHouse: { rules: { boundary: Rule.RuleModule } };
/** Which module owns each table (its SQL name), from the modules' schema files under `root`. */
export function tableOwners(root?: string): Map<string, string>;
/** The tables a piece of SQL names. */
export function tablesNamed(text: string): Set<string>;
/** The tables of other modules that a module's sql/*.sql files name. */
export function foreignTablesOfSqlFiles(module: string, root?: string, tableOwner?: (table: string) => string | undefined): { file: string; table: string; owner: string }[];

/** The catalogue's answer to the wallet: which vendors a tenant has (each holds a game wallet). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { vendors } from './schema';

/** A tenant's vendors by code with their display names, in code order (a vendor listed under several game types once). */
export async function vendorNamesOf(db: Db, tenant: string): Promise<Map<string, string>> {
  const rows = await db.selectDistinct({ code: vendors.vassalage, name: vendors.displayName }).from(vendors).where(eq(vendors.tenant, tenant)).orderBy(asc(vendors.vassalage));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The head start (schemas/api/boot.ts) of a portal page the server sent, for the page tests. */
import { BOOT_DATA_ID, type BootData } from '../../schemas/api/boot';

export function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  if (match?.[1] === undefined) throw new Error('no head start in the page');
  const data = JSON.parse(match[1]) as BootData;
  if (data.v !== 2) throw new Error(`a head start of version ${String(data.v)}`);
  return data;
}

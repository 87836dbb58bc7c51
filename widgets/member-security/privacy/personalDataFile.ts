/**
 * The member's data export as a file: the server's JSON, indented for a person to read, named with
 * the account and the day of the export (the server's clock, so the name matches the content).
 */
import type { PersonalDataValue } from '../../../schemas/api/privacy';

export interface DataFile {
  name: string;
  text: string;
}

/** Characters a file name keeps on every system; an account is letters and digits anyway. */
const UNSAFE = /[^A-Za-z0-9_-]+/g;

export function personalDataFile(value: PersonalDataValue, fallbackAccount: string): DataFile {
  const stated = value.account['account'];
  const account = (typeof stated === 'string' && stated !== '' ? stated : fallbackAccount).replace(UNSAFE, '_');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.exportedAt)?.[0] ?? 'export';
  return { name: `${account}-personal-data-${day}.json`, text: `${JSON.stringify(value, null, 2)}\n` };
}

/** Hands the file to the browser's download (a link to an object URL, clicked once, then let go). */
export function saveFile(file: DataFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

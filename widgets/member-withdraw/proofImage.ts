/**
 * The proof image of a withdrawal not received (SPEC sections 3 and 5): PNG or JPG, at most 5 MB,
 * checked in the browser by its first bytes (a renamed file is refused) before anything is sent.
 * The server checks the same again.
 */
import { PROOF_IMAGE_MAX_BYTES } from '../../schemas/api/wallet';

export type ProofProblem = 'proofType' | 'proofSize';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Whether these bytes start a PNG or a JPEG. */
export function isPngOrJpeg(head: Uint8Array): boolean {
  const starts = (magic: number[]) => magic.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPEG);
}

async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

/** Why a file cannot be the proof, or null when it can. */
export async function proofProblem(file: Blob): Promise<ProofProblem | null> {
  if (file.size > PROOF_IMAGE_MAX_BYTES) return 'proofSize';
  return isPngOrJpeg(await headOf(file, 8)) ? null : 'proofType';
}

/** The file as base64 without a data: prefix (the API's proofImage). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

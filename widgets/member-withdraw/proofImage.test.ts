import { describe, expect, it } from 'vitest';
import { PROOF_IMAGE_MAX_BYTES } from '../../schemas/api/wallet';
import { base64Of, isPngOrJpeg, proofProblem } from './proofImage';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

describe('proof image', () => {
  it('accepts PNG and JPEG by their bytes, whatever the name says', async () => {
    expect(await proofProblem(new Blob([new Uint8Array([...PNG_HEAD, 1, 2, 3])]))).toBeNull();
    expect(await proofProblem(new File([new Uint8Array([...JPEG_HEAD, 1])], 'proof.txt'))).toBeNull();
    expect(await proofProblem(new File([new TextEncoder().encode('GIF89a....')], 'proof.png', { type: 'image/png' }))).toBe('proofType');
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50]))).toBe(false);
  });

  it('refuses more than 5 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(PROOF_IMAGE_MAX_BYTES)]);
    expect(await proofProblem(big)).toBe('proofSize');
    const exact = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(PROOF_IMAGE_MAX_BYTES - PNG_HEAD.length)]);
    expect(await proofProblem(exact)).toBeNull();
  });

  it('encodes the file as base64 without a data: prefix', async () => {
    expect(await base64Of(new Blob([new Uint8Array([...PNG_HEAD])]))).toBe('iVBORw0KGgo=');
  });
});

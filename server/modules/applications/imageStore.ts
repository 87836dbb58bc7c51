/**
 * Where the images of promotion applications are kept: files under the server's upload folder
 * (UPLOAD_DIR, default DATA_DIR/uploads; a temporary folder in tests), one sub-folder per tenant,
 * never under the portal's public folder. A file's name is random; the kind is judged by the
 * content's first bytes, never by the name or the declared type the browser sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredImage } from './schema';

export type ImageKind = StoredImage['kind'];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The kind of an image by its magic bytes (PNG signature, JPEG SOI marker), or undefined. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (signature: readonly number[]) => bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  return undefined;
}

export const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg' };

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export class ImageStore {
  constructor(readonly root: string) {}

  private pathOf(tenant: string, file: string): string {
    // Names come from `save` only; a row that names anything else is refused rather than followed.
    if (!FILE_NAME.test(file) || !/^[a-z0-9_-]+$/i.test(tenant)) throw new Error(`not a stored image name: ${tenant}/${file}`);
    return join(this.root, tenant, file);
  }

  /** Writes the images (already checked) and returns what a row keeps of them. */
  async save(tenant: string, images: readonly { kind: ImageKind; bytes: Buffer }[]): Promise<StoredImage[]> {
    await mkdir(join(this.root, tenant), { recursive: true, mode: 0o700 });
    const stored: StoredImage[] = [];
    try {
      for (const image of images) {
        const file = `${randomBytes(16).toString('hex')}.${image.kind === 'png' ? 'png' : 'jpg'}`;
        await writeFile(this.pathOf(tenant, file), image.bytes, { flag: 'wx', mode: 0o600 });
        stored.push({ file, kind: image.kind, bytes: image.bytes.length });
      }
    } catch (error) {
      await this.remove(tenant, stored);
      throw error;
    }
    return stored;
  }

  async read(tenant: string, image: StoredImage): Promise<Buffer> {
    return readFile(this.pathOf(tenant, image.file));
  }

  /** Where an image's file is (the operator command lists them). */
  locate(tenant: string, image: StoredImage): string {
    return this.pathOf(tenant, image.file);
  }

  async remove(tenant: string, images: readonly StoredImage[]): Promise<void> {
    await Promise.all(images.map((image) => rm(this.pathOf(tenant, image.file), { force: true })));
  }
}

/** The upload folder of a server started with this environment. */
export function uploadDirOf(env: NodeJS.ProcessEnv): string {
  return env.UPLOAD_DIR ?? join(env.DATA_DIR ?? '.data', 'uploads');
}

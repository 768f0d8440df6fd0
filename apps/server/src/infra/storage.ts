/**
 * Files: public uploads served at /assets/uploads/{name}, private receipts at /assets/receipts/{name}.
 * On local disk by default, or in an S3-compatible store (AWS S3, MinIO, Cloudflare R2) when
 * configured (decision 029).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

export type Visibility = 'public' | 'private';

export type Storage = {
  /**
   * Stores bytes under a new random name with the extension given, or under `name` when the caller
   * made it beforehand with `newFileName` (to schedule its removal first); answers the name.
   */
  put: (visibility: Visibility, bytes: Buffer, extension: string, name?: string) => Promise<string>;
  read: (visibility: Visibility, name: string) => Promise<Buffer | null>;
  remove: (visibility: Visibility, name: string) => Promise<void>;
  /** Disk: the folder of public files, served statically (with Range). */
  publicDir?: string;
  /** Elsewhere: opens a public file, honouring a single-range `Range` header; null when absent. */
  openPublic?: (name: string, range?: string) => Promise<PublicFile | null>;
};

export type PublicFile = {
  /** 200 whole, 206 partial, 416 a range beyond the end. */
  status: number;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
};

const mediaTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
export const mediaType = (name: string): string =>
  mediaTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const safeName = /^[a-f0-9-]{36}\.[a-z0-9]{2,5}$/;

/** A new random name for a file with the extension given, as `put` makes one. */
export const newFileName = (extension: string): string => `${randomUUID()}.${extension}`;

export const createDiskStorage = async (dataDir: string): Promise<Storage> => {
  const dirs: Record<Visibility, string> = {
    public: path.join(dataDir, 'uploads'),
    private: path.join(dataDir, 'receipts'),
  };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));
  return {
    publicDir: dirs.public,
    put: async (visibility, bytes, extension, given) => {
      const name = given ?? newFileName(extension);
      if (!safeName.test(name)) throw new Error(`Not a stored file's name: ${name}`);
      await writeFile(path.join(dirs[visibility], name), bytes);
      return name;
    },
    read: async (visibility, name) => {
      if (!safeName.test(name)) return null;
      return readFile(path.join(dirs[visibility], name)).catch(() => null);
    },
    remove: async (visibility, name) => {
      if (safeName.test(name)) await rm(path.join(dirs[visibility], name), { force: true });
    },
  };
};

export type S3Settings = {
  /** The store's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * An S3-compatible store, addressed path-style ({endpoint}/{bucket}/{key}), requests signed with
 * AWS Signature V4. Keys: uploads/{name} for public files, receipts/{name} for private ones; the
 * bucket itself stays private: public files are served through this server (decision 029).
 */
export const createS3Storage = (settings: S3Settings): Storage => {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const url = (visibility: Visibility, name: string) =>
    `${base}/${visibility === 'public' ? 'uploads' : 'receipts'}/${name}`;
  const failed = async (what: string, response: Response): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what}: ${response.status} ${detail}`);
  };
  return {
    put: async (visibility, bytes, extension, given) => {
      const name = given ?? newFileName(extension);
      if (!safeName.test(name)) throw new Error(`Not a stored file's name: ${name}`);
      const response = await client.fetch(url(visibility, name), {
        method: 'PUT',
        body: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        headers: { 'content-type': mediaType(name) },
      });
      if (!response.ok) await failed('put', response);
      await response.body?.cancel();
      return name;
    },
    read: async (visibility, name) => {
      if (!safeName.test(name)) return null;
      const response = await client.fetch(url(visibility, name));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await failed('read', response);
      return Buffer.from(await response.arrayBuffer());
    },
    remove: async (visibility, name) => {
      if (!safeName.test(name)) return;
      const response = await client.fetch(url(visibility, name), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await failed('remove', response);
      await response.body?.cancel();
    },
    openPublic: async (name, range) => {
      if (!safeName.test(name)) return null;
      // S3 answers one range; anything else (several ranges, other units) gets the whole file.
      const single = range && /^bytes=(\d+-\d*|-\d+)$/.test(range.trim()) ? range.trim() : null;
      const response = await client.fetch(url('public', name), {
        headers: single ? { range: single } : {},
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status === 416) {
        await response.body?.cancel();
        // The size, for `Content-Range: bytes */size`; not every store says it here, so ask.
        const size =
          /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ??
          (await client.fetch(url('public', name), { method: 'HEAD' })).headers.get(
            'content-length',
          );
        return {
          status: 416,
          headers: size ? { 'content-range': `bytes */${size}` } : {},
          body: null,
        };
      }
      if (response.status !== 200 && response.status !== 206) await failed('get', response);
      const headers: Record<string, string> = {
        'content-type': mediaType(name),
        'accept-ranges': 'bytes',
      };
      for (const header of ['content-length', 'content-range', 'etag', 'last-modified']) {
        const value = response.headers.get(header);
        if (value) headers[header] = value;
      }
      return { status: response.status, headers, body: response.body };
    },
  };
};

export const publicAssetUrl = (name: string): string => `/assets/uploads/${name}`;

/** The image type of a file, from its first bytes, or null when it is not JPG, PNG or GIF. */
export const detectImageType = (bytes: Buffer): 'jpg' | 'png' | 'gif' | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  return null;
};

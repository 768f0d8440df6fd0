/** Files: public uploads served at /assets/uploads/{name}, private receipts at /assets/receipts/{name}. */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Visibility = 'public' | 'private';

export type Storage = {
  /** Stores bytes under a new random name with the extension given; answers the name. */
  put: (visibility: Visibility, bytes: Buffer, extension: string) => Promise<string>;
  read: (visibility: Visibility, name: string) => Promise<Buffer | null>;
  remove: (visibility: Visibility, name: string) => Promise<void>;
  /** Folder of public files, served statically. */
  publicDir: string;
};

const safeName = /^[a-f0-9-]{36}\.[a-z0-9]{2,5}$/;

export const createDiskStorage = async (dataDir: string): Promise<Storage> => {
  const dirs: Record<Visibility, string> = {
    public: path.join(dataDir, 'uploads'),
    private: path.join(dataDir, 'receipts'),
  };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));
  return {
    publicDir: dirs.public,
    put: async (visibility, bytes, extension) => {
      const name = `${randomUUID()}.${extension}`;
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

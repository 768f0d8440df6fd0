/**
 * A sandbox's state in one JSON file under DATA_DIR, shared by every server process of the machine
 * (SERVER_PROCESSES, or replicas on one disk): a process reads the file again when another one has
 * written it since, and writes it whole through a rename, so no reader sees half a file. Two
 * processes changing the state at the same instant keep the later write; a person clicking through
 * the sandbox's pages never does that.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type StateFile<S> = {
  /** The state as on disk, read again only when the file changed since this process last saw it. */
  current: () => S;
  /** Writes the state this process holds. */
  save: () => void;
};

export const stateFile = <S>(file: string, empty: () => S): StateFile<S> => {
  const stamp = () => {
    try {
      const stat = statSync(file);
      return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return '';
    }
  };
  const read = (): S => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as S;
    } catch {
      return empty();
    }
  };
  let seen = stamp();
  let state = read();
  return {
    current: () => {
      const now = stamp();
      if (now !== seen) {
        state = read();
        seen = now;
      }
      return state;
    },
    save: () => {
      mkdirSync(path.dirname(file), { recursive: true });
      const next = `${file}.${process.pid}.tmp`;
      writeFileSync(next, JSON.stringify(state));
      renameSync(next, file);
      seen = stamp();
    },
  };
};

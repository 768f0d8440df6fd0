/**
 * The server's modules stand on floors (decision 011): each reaches others only through their
 * faces, and no chain of imports between modules comes back to where it started.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');
const modules = readdirSync(modulesDir).filter((name) =>
  statSync(path.join(modulesDir, name)).isDirectory(),
);

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : full.endsWith('.ts') ? [full] : [];
  });

/** Which modules each module imports, and through which paths. */
const graph = new Map(
  modules.map((name) => {
    const imports = filesOf(path.join(modulesDir, name)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) => {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[1]!));
        return { file: path.relative(modulesDir, file), target };
      }),
    );
    return [name, imports.filter(({ target }) => !target.startsWith('..'))];
  }),
);

describe('server modules', () => {
  it('import one another only through their faces', () => {
    const inward = [...graph].flatMap(([name, imports]) =>
      imports
        .filter(({ target }) => !target.startsWith(`${name}/`) && !target.endsWith('/index.js'))
        .map(({ file, target }) => `${file} -> ${target}`),
    );
    expect(inward).toEqual([]);
  });

  it('form no cycle', () => {
    const edges = new Map(
      [...graph].map(([name, imports]) => [
        name,
        new Set(imports.map(({ target }) => target.split('/')[0]!).filter((to) => to !== name)),
      ]),
    );
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      for (const next of edges.get(name) ?? []) visit(next, [...trail, name]);
    };
    for (const name of modules) visit(name, []);
    expect(cycles).toEqual([]);
  });
});

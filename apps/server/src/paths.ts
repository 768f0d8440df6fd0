/** Folders of the repository the server needs at run time, found from the source tree or the bundle. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const findRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
};

export const repoRoot = findRoot();
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
export const adminDist = path.join(repoRoot, 'apps', 'admin', 'dist');
/** The demo tutors' portraits the seed gives them (decision 009). */
export const seedPortraitsDir = path.join(repoRoot, 'apps', 'server', 'seed', 'portraits');
/** The demo onboarding candidates' portraits and intro video. */
export const seedCandidatesDir = path.join(repoRoot, 'apps', 'server', 'seed', 'candidates');
/** The public site, built by apps/site (decision 016). */
export const siteDist = path.join(repoRoot, 'apps', 'site', 'dist');

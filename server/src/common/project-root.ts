import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root (the folder whose package.json declares the workspaces).
 * Found by walking up from this file, so it is the same under tsx (src/) and
 * after compilation (dist/server/src/), whatever the working directory.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot(__dirname);

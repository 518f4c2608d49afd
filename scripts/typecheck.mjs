#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit over every package, with TypeScript 7's native compiler
// (`typescript-native`, decision 064; the `typescript` 5.9 package stays for the tools that call
// its API). Each tsc runs single-threaded, and they run side by side, as many at once as the
// machine has cores: on two cores, TypeScript 7's own checker threads made each project two to
// three times slower than one thread. The output of each is printed whole when it ends, and the
// run fails if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
// Largest first, so the small ones fill in beside it.
const projects = ['apps/server', 'apps/web', 'packages/domain', 'e2e', 'bench'];

let failed = false;
const queue = [...projects];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const code = await new Promise((resolve) => {
      let output = '';
      const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--singleThreaded'], {
        cwd: root,
      });
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (status) => {
        if (output) process.stdout.write(output);
        resolve(status);
      });
    });
    if (code !== 0) {
      failed = true;
      console.error(`tsc -p ${project}: failed`);
    }
  }
}
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(availableParallelism(), projects.length)) }, lane),
);
process.exit(failed ? 1 : 0);

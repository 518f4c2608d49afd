import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

/**
 * Loads a CommonJS bundle through V8's code cache (decision 032). Node 20 keeps no compiled code
 * between runs (its module compile cache arrived in Node 22), so every start parsed and compiled
 * the server's 4 MB bundle again. Here the bundle is compiled with vm.Script; after a start, the code
 * V8 compiled (the bundle's top level and every function that ran while starting) is written to
 * `cacheFile`, and the next start hands it back to V8 instead of compiling.
 *
 * V8 checks that a cache was made by the same V8 with the same flags, and rejects it otherwise (the
 * bundle then compiles as usual and save() writes a fresh one). V8 does not compare the source
 * itself, only its length: the caller names the cache after the bundle's content (the build id).
 */
export type CodeCacheStatus =
  /** V8 took the cache: nothing was compiled from source. */
  | 'used'
  /** No cache yet (the first start of this build). */
  | 'absent'
  /** A cache was there but V8 refused it: another Node.js version or other V8 flags. */
  | 'rejected'
  /** No cache file was named: compiled from source, and save() writes nothing. */
  | 'off';

export interface CachedModule {
  exports: unknown;
  status: CodeCacheStatus;
  /**
   * Writes the cache from what V8 has compiled so far, unless it was used as it is. Returns false
   * when it cannot (a read-only directory, say): the next start then compiles from source again.
   */
  save(): boolean;
}

export function loadWithCodeCache(file: string, cacheFile: string | null): CachedModule {
  const source = readFileSync(file, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = cacheFile === null ? undefined : readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // Node's own CommonJS wrapper, so the bundle sees what a required file sees.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    // A bundle without import() needs none; one that has it resolves it as the main program would.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const status: CodeCacheStatus =
    cacheFile === null
      ? 'off'
      : cachedData === undefined
        ? 'absent'
        : script.cachedDataRejected
          ? 'rejected'
          : 'used';
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    status,
    save() {
      if (status === 'used') return true;
      if (cacheFile === null) return false;
      // Written beside and renamed into place: a reader never sees half a file, and two servers
      // starting together from one build (scale-out) each write a whole one.
      const partial = `${cacheFile}.${process.pid}.partial`;
      try {
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
        return true;
      } catch {
        rmSync(partial, { force: true });
        return false;
      }
    },
  };
}

#!/usr/bin/env node
// `npm run lint:contracts`: the web keeps no hand-written copy of an API shape. Every request and
// response type comes from packages/domain/src/contracts (one contract per endpoint, decision 035),
// so this fails when
//   1. a web `api/` file declares an interface, or a type alias that spells out an object shape
//      (`type X = { … }`, also inside a union, an intersection or an array), instead of inferring it
//      from a contract (`ResponseOf<typeof xEndpoints.y>`, `BodyOf<…>`, an exported entity type);
//   2. any web file declares a type or interface under the name of a type the contracts export
//      (a copy kept elsewhere under the same name).
// Tests (*.test.ts[x]) and apps/web/src/test/ may build payloads as they like.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(fileURLToPath(import.meta.url), '..', '..');

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

function parse(path, text) {
  return ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Names of the types (aliases and interfaces) the contract files export. */
export function contractTypeNames(files) {
  const names = new Set();
  for (const { path, text } of files) {
    ts.forEachChild(parse(path, text), (node) => {
      const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)))
        names.add(node.name.text);
    });
  }
  return names;
}

/** True when a type spells out an object's members anywhere in it (`Array<{ … }>` and `X & { … }` included). */
function spellsOutObject(type) {
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (ts.isTypeLiteralNode(node) && node.members.length > 0) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(type);
  return found;
}

/** Every copy in the given web files: { path, line, name, why }. */
export function findCopies(webFiles, contractNames) {
  const problems = [];
  for (const { path, text } of webFiles) {
    if (/\.test\.tsx?$/.test(path) || path.includes(`${sep}test${sep}`) || path.includes('/test/')) continue;
    const inApi = /(^|[/\\])api([/\\]|\.ts$)/.test(path);
    const source = parse(path, text);
    const report = (node, why) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      problems.push({ path, line: line + 1, name: node.name.text, why });
    };
    const visit = (node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
        if (contractNames.has(node.name.text)) {
          report(node, 'has the name of a contract type: import it from @quire/domain instead');
        } else if (inApi && ts.isInterfaceDeclaration(node)) {
          report(node, 'an interface in an api/ file: infer it from the endpoint’s contract');
        } else if (inApi && spellsOutObject(node.type)) {
          report(node, 'an object shape in an api/ file: infer it from the endpoint’s contract');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}

function read(paths) {
  return paths.map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const contracts = read(walk(join(root, 'packages/domain/src/contracts')));
  const problems = findCopies(read(walk(join(root, 'apps/web/src'))), contractTypeNames(contracts));
  for (const p of problems) console.error(`${p.path}:${p.line}  ${p.name}: ${p.why}`);
  if (problems.length > 0) {
    console.error(
      `\n✖ ${problems.length} hand-written API type(s) in the web (see packages/domain/src/contracts)`,
    );
    process.exit(1);
  }
  console.log('✔ the web infers every API type from the contracts');
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles are imported per component (app/mantine-styles.ts, a feature's styles.ts, or the
 * file that uses the component). A component whose sheet is missing still renders, unstyled: a
 * password field draws its inner input as a second box and its show-password button with no size,
 * tabs run together as plain text. jsdom applies no style sheets, so this reads the imports.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHEETS = join(SRC, '../../../node_modules/@mantine/core/styles');

/** The sheets a component needs beyond its own (the parts it is built from). */
const NEEDS: Record<string, string[]> = {
  PasswordInput: ['Input', 'PasswordInput', 'ActionIcon'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input'],
  NativeSelect: ['Input', 'Combobox'],
  Select: ['Input', 'Combobox', 'Popover'],
  Menu: ['Menu', 'Popover'],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['Checkbox', 'InlineInput'],
  Radio: ['Radio', 'InlineInput'],
};

function sheetsFor(component: string): string[] {
  const own = existsSync(join(SHEETS, `${component}.css`)) ? [component] : [];
  return [...new Set([...(NEEDS[component] ?? []), ...own])];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

const imported = (text: string) =>
  new Set([...text.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((m) => m[1]!));

function read(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

describe('Mantine component styles', () => {
  it('every Mantine component the app uses has its styles imported where it is used', () => {
    const everywhere = imported(read(join(SRC, 'app/mantine-styles.ts')));
    const missing: string[] = [];
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      const components = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^[A-Z]/.test(s)),
      );
      if (components.length === 0) continue;
      const feature = /features\/([^/]+)\//.exec(relative(SRC, file))?.[1];
      const featureSheets = feature ? imported(read(join(SRC, 'features', feature, 'styles.ts'))) : new Set();
      const own = imported(text);
      for (const c of components)
        for (const sheet of sheetsFor(c))
          if (!everywhere.has(sheet) && !featureSheets.has(sheet) && !own.has(sheet))
            missing.push(`${relative(SRC, file)}: ${c} needs ${sheet}.css`);
    }
    expect(missing).toEqual([]);
  });

  it("a feature's styles are loaded by its page frame", () => {
    const frames: Record<string, string> = {
      admin: 'features/admin/components/AdminPage.tsx',
      'my-account': 'features/my-account/components/AccountPage.tsx',
    };
    for (const [feature, frame] of Object.entries(frames)) {
      expect(read(join(SRC, frame)), feature).toContain("import '../styles';");
    }
  });

  it('links take the theme colour, not the browser default blue', () => {
    const css = read(join(SRC, 'app/styles.css'));
    expect(css).toMatch(/(^|\n)a \{\s*color: var\(--mantine-color-anchor\);/);
  });
});

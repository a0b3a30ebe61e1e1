/**
 * No import cycle in src/: the check ESLint's import/no-cycle made, done once over the whole
 * import graph instead of once per linted file. That rule followed every file's imports through
 * src/ again for each file, and took about three quarters of `npm run lint`'s time; here each
 * file is parsed once (TypeScript's own parser) and the cycles are the graph's strongly
 * connected components. Counted as import/no-cycle counted them: static imports, re-exports and
 * `import()` calls; `import type` and `export type` are erased from the bundle and create no
 * cycle. (`import { type X }` stays an import at run time under verbatimModuleSyntax: it counts.)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every TypeScript file under `dir`, tests included (a test imported by its subject is a cycle too). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file of src/ an import names (`@/…` as tsconfig.json's paths, or relative), else null (a package, a CSS file). */
function resolveImport(specifier: string, from: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@/')) base = join(SRC, bare.slice(2));
  else if (bare.startsWith('.')) base = resolve(dirname(from), bare);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What `file` imports at run time: static imports, re-exports and import() calls. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolveImport(specifier, file) ?? []);
}

/** The import cycles among `files`: each strongly connected component of more than one file, or a file importing itself (Tarjan). */
function importCycles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, runtimeImports(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.reverse());
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return cycles;
}

describe('import cycles', () => {
  // Parsing src/ takes about 2 s of CPU; on a busy machine, several times that in wall time.
  it('has none in src/', { timeout: 60_000 }, () => {
    const cycles = importCycles(sourceFiles(SRC)).map((cycle) => cycle.map((file) => relative(ROOT, file)));
    expect(cycles, 'these files import each other: move what they share into a module both import').toEqual([]);
  });

  it('resolves the alias of tsconfig.json, a relative path, and leaves packages out', () => {
    const from = join(SRC, 'app', 'x.ts');
    expect(resolveImport('@/domain/paths', from)).toBe(join(SRC, 'domain', 'paths.ts'));
    expect(resolveImport('../domain/paths.ts', from)).toBe(join(SRC, 'domain', 'paths.ts'));
    expect(resolveImport('react', from)).toBeNull();
  });

  describe('the check itself', () => {
    // Outside src/: the test above must never see these cycles.
    const dir = mkdtempSync(join(tmpdir(), 'cycle-check-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, code: string) => {
      writeFileSync(join(dir, name), code);
      return join(dir, name);
    };

    it('reports two modules that import each other', () => {
      const a = write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      const b = write('b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
      expect(importCycles([a, b])).toEqual([[a, b]]);
    });

    it('reports a cycle closed by a re-export or an import() call', () => {
      const c = write('c.ts', "export { d } from './d';\nexport const c = 1;\n");
      const d = write('d.ts', "export const d = () => import('./c');\n");
      expect(importCycles([c, d])).toEqual([[c, d]]);
    });

    it('reports none for a leaf, nor for an import type', () => {
      const leaf = write('leaf.ts', "import type { e } from './e';\nexport const leaf = 1 as unknown as typeof e;\n");
      const e = write('e.ts', "import { leaf } from './leaf';\nexport const e = leaf;\n");
      expect(importCycles([leaf, e])).toEqual([]);
    });
  });
});

/**
 * @jest-environment node
 *
 * The server's imports, type-only ones included: no cycle, and `metrics/` at the bottom (it
 * imports neither `rendering/` nor `remotes/`). The linter's `import-x/no-cycle` cannot prove the
 * first: it skips every `import type` and has no option not to (eslint-plugin-import-x 4.18), and
 * a cycle of types is still a tangle a reader walks in circles. So the files are read here as
 * TypeScript parses them. (Functions over 60 lines: `max-lines-per-function` in eslint.config.mjs.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const SERVER = __dirname;

/** The files a file imports by a relative path (`import`, `import type`, `export ... from`, `import()`). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : null;
      if (literal && ts.isStringLiteral(literal)) specifiers.push(literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) specifiers.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => {
    const resolved = specifier.startsWith('.') ? resolve(path.resolve(path.dirname(file), specifier)) : null;
    return resolved ? [resolved] : [];
  });
}

function resolve(base: string): string | null {
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Every source file under `dir` (tests left out: nothing imports them). */
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

/** The import graph from `roots`, followed into every file they reach (the shell's other folders too). */
function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const waiting = [...roots];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (graph.has(file)) continue;
    const imports = importsOf(file);
    graph.set(file, imports);
    waiting.push(...imports);
  }
  return graph;
}

/** The graph's cycles: each set of files that reach one another (Tarjan's algorithm), or a file importing itself. */
function cyclesIn(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (file: string) => {
    const mine = order.size;
    order.set(file, mine);
    low.set(file, mine);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) connect(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? mine, low.get(next) ?? mine));
    }
    if (low.get(file) !== mine) return;
    const set = stack.splice(stack.indexOf(file));
    if (set.length > 1 || graph.get(file)?.includes(file)) cycles.push(set.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) connect(file);
  return cycles;
}

const relative = (file: string) => path.relative(SERVER, file);
const graph = importGraph(sourceFiles(SERVER));

test('a cycle of type-only imports is found (so a pass below means something)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-structure-'));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
  write('b.ts', "export type B = import('./c').C;\n");
  write('c.ts', "export { type A as C } from './a';\nexport * as d from './d';\n");
  write('d.ts', 'export const d = 1;\n');
  try {
    const cycles = cyclesIn(importGraph([path.join(dir, 'a.ts')]));
    expect(cycles.map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

test("no import cycle in the shell's server, type-only imports included", () => {
  const cycles = cyclesIn(graph).filter((cycle) => cycle.some((file) => file.startsWith(SERVER)));
  expect(cycles.map((cycle) => cycle.map(relative))).toEqual([]);
});

test('metrics/ reaches neither rendering/ nor remotes/, not even for a type', () => {
  const metrics = [...graph.keys()].filter((file) => relative(file).startsWith(`metrics${path.sep}`));
  const reached = importGraph(metrics);
  const below = [...reached.keys()].map(relative).filter((file) => /^(rendering|remotes)\//.test(file));
  expect(below).toEqual([]);
});

/**
 * The part of a stylesheet a page's first paint needs: the rules whose class selectors match
 * classes in the page's HTML (and every rule that names no class: elements, :root, @font-face,
 * @keyframes). Each sheet is parsed once into rules with the classes they need; a page's cut is
 * then a filter over them. The whole sheets follow after the first paint (see rendering/render-page.tsx), for
 * what the page does later (a menu opened, a tab chosen).
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** A rule and the classes it needs: one list per selector of its list, any one of which suffices. */
type Piece =
  | { kind: 'rule'; css: string; needs: readonly (readonly string[])[] | null }
  | { kind: 'group'; open: string; children: readonly Piece[] };

export interface ParsedSheet {
  pieces: readonly Piece[];
}

/** The classes a selector needs; what sits inside :not(), :is(), :where() or :has() is not required. */
export function classesOf(selector: string): string[] {
  let outer = selector;
  // Drop functional pseudo-classes' arguments, innermost first.
  for (let previous = ''; previous !== outer;) {
    previous = outer;
    outer = outer.replace(/:[a-z-]+\([^()]*\)/gi, '');
  }
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesOf);
      // A selector that needs no class keeps the rule whatever the page holds.
      pieces.push({
        kind: 'rule',
        css: node.toString(),
        needs: needs.some((list) => list.length === 0) ? null : needs,
      });
      return;
    }
    if (node.type === 'atrule' && ['media', 'supports', 'container', 'layer'].includes(node.name) && node.nodes) {
      pieces.push({ kind: 'group', open: `@${node.name} ${node.params}`, children: piecesOf(node) });
      return;
    }
    pieces.push({ kind: 'rule', css: node.toString(), needs: null });
  });
  return pieces;
}

/** Leaves out comments and the whitespace between tokens: what the page carries is only the rules. */
function compact(root: postcss.Root): postcss.Root {
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if (node.type === 'decl') {
      node.raws.between = ':';
      node.value = node.value.replace(/\s*\n\s*/g, ' ');
    } else if (node.type === 'rule') {
      node.raws.between = '';
      node.raws.semicolon = false;
      node.selector = node.selectors.join(',');
    } else if (node.type === 'atrule') {
      node.raws.between = '';
      node.raws.semicolon = false;
    }
  });
  return root;
}

export function parseSheet(css: string): ParsedSheet {
  return { pieces: piecesOf(compact(postcss.parse(css))) };
}

/** Every class named in the HTML's class attributes. */
export function classesIn(html: string): Set<string> {
  // Read once per render of every page: a scan, each distinct attribute value split once (most
  // repeat: a list's items share theirs).
  const classes = new Set<string>();
  const values = new Set<string>();
  const opening = ' class="';
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, at)) {
    const start = at + opening.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    at = end;
    const value = html.slice(start, end);
    if (values.has(value)) continue;
    values.add(value);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function cut(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'group') {
      const inner = cut(piece.children, classes);
      if (inner) kept.push(`${piece.open}{${inner}}`);
    } else if (!piece.needs || piece.needs.some((list) => list.every((name) => classes.has(name)))) {
      kept.push(piece.css);
    }
  }
  return kept.join('\n');
}

/** The rules of the sheet a page with these classes can use. */
export function criticalCss(sheet: ParsedSheet, classes: ReadonlySet<string>): string {
  return cut(sheet.pieces, classes);
}

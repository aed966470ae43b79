import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Dependencies point down (/work/shared/ARCHITECTURE.md, issue 30): the import graph of worker/ has no circle, file
 * by file, and none between its rooms, each folder directly under worker/ taken as one node and each top-level file
 * (app.ts, cron.ts, env.ts ...) as another. A registry that names every area (the delivery kinds) sits above the
 * areas and is handed down; an area never imports what imports it. Type-only imports count: they are arrows too.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER = path.join(ROOT, "worker");

/** Static imports and re-exports (type-only too), side-effect imports, and `import("x")` in code or in a type. */
const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

type Graph = Map<string, Set<string>>;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The TypeScript file a relative specifier names, as bundler resolution finds it ("./x.js": ./x.ts or ./x.d.ts). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`, path.join(base, "index.ts")];
  return candidates.find((file) => /\.tsx?$/.test(file) && isFile(file));
}

/** Every worker file and the worker files it imports, as paths relative to worker/ with "/" separators. */
function fileGraph(): Graph {
  const rel = (file: string) => path.relative(WORKER, file).split(path.sep).join("/");
  const graph: Graph = new Map();
  for (const file of sourceFiles(WORKER)) {
    const targets = specifiers(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target?.startsWith(`${WORKER}${path.sep}`) === true);
    graph.set(rel(file), new Set(targets.map(rel)));
  }
  return graph;
}

/** A file's room: the folder directly under worker/ it is in ("delivery/"), or a top-level file itself ("env.ts"). */
const roomOf = (file: string) => (file.includes("/") ? `${file.split("/")[0]}/` : file);

/** The graph between rooms: an arrow wherever a file of one imports a file of another. */
function roomGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = roomOf(file);
    const arrows = graph.get(from) ?? new Set<string>();
    for (const target of targets) if (roomOf(target) !== from) arrows.add(roomOf(target));
    graph.set(from, arrows);
  }
  return graph;
}

/**
 * The circles of a graph, one per strongly connected component of more than one node (Tarjan), each written as a
 * path that closes on its first node ("a -> b -> c -> a"), followed by all the component's nodes when it has more.
 */
function circles(graph: Graph): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const circle = circlePath(graph, new Set(component));
    const tied = component.sort();
    return circle.split(" -> ").length - 1 < tied.length ? `${circle} (tied together: ${tied.join(", ")})` : circle;
  });
}

/** One circle through a component: from its first node, the shortest way back to it inside the component. */
function circlePath(graph: Graph, component: Set<string>): string {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!component.has(target)) continue;
      if (target === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start].join(" -> ");
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`No way back to ${start} inside its component`);
}

const graphOf = (arrows: Record<string, string[]>): Graph =>
  new Map(Object.entries(arrows).map(([from, to]) => [from, new Set(to)]));

const files = fileGraph();

describe("worker/ imports point down", () => {
  it("reads imports of every kind, and finds circles where there are some", () => {
    const source = [
      'import type { A } from "./a";',
      'export { b } from "../b";',
      'import "./c";',
      'const d = await import("./d");',
      'type E = import("./e").E;',
    ].join("\n");
    expect(specifiers(source)).toEqual(["./a", "../b", "./c", "./d", "./e"]);
    expect(circles(graphOf({ a: ["b"], b: ["c"], c: ["a"], d: ["a"] }))).toEqual(["a -> b -> c -> a"]);
    expect(circles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
    expect(circles(graphOf({ a: ["b"], b: ["a", "c"], c: ["a"] }))).toEqual(["a -> b -> a (tied together: a, b, c)"]);
    expect(roomOf("delivery/pipeline.ts")).toBe("delivery/");
    expect(roomOf("env.ts")).toBe("env.ts");
    const rooms = roomGraph(graphOf({ "a/x.ts": ["a/y.ts", "b/z.ts"], "b/z.ts": ["top.ts"], "top.ts": ["a/y.ts"] }));
    expect(circles(rooms)).toEqual(["a/ -> b/ -> top.ts -> a/"]);
  });

  it("reads the real graph: every worker file, with the arrows it has", () => {
    expect(files.size).toBeGreaterThan(200);
    expect(files.get("delivery/pipeline.ts")).toContain("env.ts");
    // A type-only import of a declaration file named as ".js".
    expect(files.get("lazy-modules.ts")).toContain("page-render/entry-server.d.ts");
  });

  it("has no circle between files", () => {
    const found = circles(files);
    expect(found, `import circles between files:\n${found.join("\n")}`).toEqual([]);
  });

  it("has no circle between rooms (the folders under worker/ and its top-level files)", () => {
    const found = circles(roomGraph(files));
    expect(found, `import circles between rooms:\n${found.join("\n")}`).toEqual([]);
  });
});

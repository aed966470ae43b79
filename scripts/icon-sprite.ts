/**
 * Writes the public site's icon sprite (web/components/ui/icon-sprite.svg) from the list in
 * web/components/ui/icon-names.ts: each lucide icon's shapes (lucide-react's own data, so the sprite draws what
 * lucide-react would) and the brand marks, one <symbol> each. Run after changing the list: `npm run icons`.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { BRAND_ICON_PATHS, LUCIDE_SPRITE_ICONS } from "../web/components/ui/icon-names";

export const ICON_SPRITE_PATH = resolve(import.meta.dirname, "../web/components/ui/icon-sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

function escapeAttribute(value: string | number): string {
  return String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function shape([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<${tag}${attrs}/>`;
}

async function lucideNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

/** The sprite's text: every icon a symbol with the icon's name as its id, in a 24x24 box. */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of LUCIDE_SPRITE_ICONS) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${(await lucideNode(name)).map(shape).join("")}</symbol>`);
  }
  for (const [name, path] of Object.entries(BRAND_ICON_PATHS)) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${escapeAttribute(path)}"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(ICON_SPRITE_PATH, await iconSprite());
  console.log(`wrote ${ICON_SPRITE_PATH}`);
}

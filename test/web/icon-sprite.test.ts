import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_SPRITE_PATH, iconSprite } from "../../scripts/icon-sprite";
import { BRAND_ICON_PATHS, LUCIDE_SPRITE_ICONS } from "../../web/components/ui/icon-names";

describe("the public site's icon sprite", () => {
  it("is the one the icon list makes (run `npm run icons` after changing web/components/ui/icon-names.ts)", async () => {
    expect(readFileSync(ICON_SPRITE_PATH, "utf8")).toBe(await iconSprite());
  });

  it("has a symbol for every icon the site draws from it, with lucide's shapes", async () => {
    const sprite = await iconSprite();
    for (const name of [...LUCIDE_SPRITE_ICONS, ...Object.keys(BRAND_ICON_PATHS)]) {
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    }
    // lucide's arrow-right, as lucide-react draws it inline.
    expect(sprite).toContain(
      '<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
  });
});

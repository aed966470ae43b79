import type { SocialNetwork } from "../content/social";
import { BrandMark } from "./ui/icons";

/** Decorative: the link around it carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <BrandMark brand={network} className={className} />;
}

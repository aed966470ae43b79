import { COMPANY } from "#contract/company";
import { SOCIAL_LINKS } from "../content/social";
import { cn } from "../lib/utils";
import { SocialIcon } from "./SocialIcon";

/** The firm's social profiles as icon links that open in a new tab, for dark surfaces (footer, contact card). */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex gap-3", className)}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${COMPANY.shortName} on ${social.label} (opens in a new tab)`}
            className="flex size-10 items-center justify-center rounded-lg bg-white/10 text-white transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <SocialIcon network={social.network} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}

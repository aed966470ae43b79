import { Link } from "react-router";
import type { Leader } from "../../content/leaders";
import { SocialIcon } from "../SocialIcon";
import { GraduationCapIcon, MailIcon } from "../ui/icons";
import { Avatar } from "./Avatar";
import { TagList } from "./TagList";

const iconLink =
  "flex size-10 items-center justify-center rounded-lg border border-border text-primary transition-colors hover:bg-primary hover:text-white";

/**
 * A leader: initials, name (h3), title, experience badge, and two contact links: email goes to the contact page,
 * the professional profile opens in a new tab. `detailed` adds the description, education and specialties.
 */
export function LeaderCard({ leader, detailed = false }: { leader: Leader; detailed?: boolean }) {
  return (
    <article
      aria-labelledby={`leader-${leader.id}`}
      className="flex h-full flex-col rounded-xl border border-border bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <Avatar name={leader.name} size={detailed ? "lg" : "md"} />
        <div className="min-w-0">
          <h3 id={`leader-${leader.id}`} className="text-lg font-semibold text-primary">
            {leader.name}
          </h3>
          <p className="text-sm text-muted-foreground">{leader.title}</p>
          <p className="mt-2 inline-flex rounded-full bg-accent/20 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {leader.experience} experience
          </p>
        </div>
      </div>
      <p className="mt-5 flex-1 leading-relaxed text-muted-foreground">
        {detailed ? leader.description : `${leader.description.split(". ")[0]}.`}
      </p>
      {detailed && (
        <>
          <p className="mt-5 flex gap-2 text-sm text-foreground">
            <GraduationCapIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <span className="sr-only">Education: </span>
              {leader.education}
            </span>
          </p>
          <TagList items={leader.specialties} label={`${leader.name}'s specialties`} className="mt-4" />
        </>
      )}
      <div className="mt-6 flex gap-2">
        <Link to="/contact" aria-label={`Contact ${leader.name}`} className={iconLink}>
          <MailIcon aria-hidden="true" className="size-[18px]" />
        </Link>
        <a
          href={leader.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${leader.name} on LinkedIn (opens in a new tab)`}
          className={iconLink}
        >
          <SocialIcon network="linkedin" className="size-[18px]" />
        </a>
      </div>
    </article>
  );
}

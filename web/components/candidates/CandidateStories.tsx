import { Avatar } from "../marketing/Avatar";
import { ArrowRightIcon } from "../ui/icons";

export interface CandidateStory {
  name: string;
  from: string;
  to: string;
  text: string;
}

/** Candidates' moves, from one role to the next, as cards. */
export function CandidateStories({ stories }: { stories: readonly CandidateStory[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <li key={story.name} className="rounded-xl border border-border bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <Avatar name={story.name} size="sm" />
            <h3 className="font-semibold text-primary">{story.name}</h3>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="rounded-full bg-muted px-2.5 py-0.5 text-muted-foreground">{story.from}</span>
            <ArrowRightIcon aria-label="to" className="size-4 text-primary" />
            <span className="rounded-full bg-accent/25 px-2.5 py-0.5 text-primary">{story.to}</span>
          </p>
          <p className="mt-4 leading-relaxed text-muted-foreground">{story.text}</p>
        </li>
      ))}
    </ul>
  );
}

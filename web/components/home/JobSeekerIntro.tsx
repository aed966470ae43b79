import { JOB_SEEKER, WHY_CHOOSE_US } from "../../content/home-static";

/** The job seeker section's text column: its heading, intro and the three reasons to choose us. */
export function JobSeekerIntro() {
  return (
    <div className="lg:col-span-2">
      <p className="text-sm font-semibold tracking-[0.16em] text-primary/70 uppercase">{JOB_SEEKER.eyebrow}</p>
      <h2
        id="job-seekers-heading"
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-primary sm:text-4xl"
      >
        {JOB_SEEKER.heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{JOB_SEEKER.intro}</p>
      <h3 className="mt-10 text-lg font-semibold text-primary">Why choose us</h3>
      <ul className="mt-4 space-y-5">
        {WHY_CHOOSE_US.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-primary">{title}</p>
              <p className="mt-1 leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

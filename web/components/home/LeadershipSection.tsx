import { Link } from "react-router";
import { LEADERS } from "../../content/leaders";
import { LeaderCard } from "../marketing/LeaderCard";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";

/** The leadership team in brief (anchor `leadership`), with a link to the full page. */
export function LeadershipSection() {
  return (
    <Section
      id="leadership"
      tone="muted"
      eyebrow="Our Team"
      heading="Meet Our Leadership"
      intro="Partners who still run searches themselves."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {LEADERS.map((leader) => (
          <li key={leader.id}>
            <LeaderCard leader={leader} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/company/leadership">Meet the Full Team</Link>
        </Button>
      </div>
    </Section>
  );
}

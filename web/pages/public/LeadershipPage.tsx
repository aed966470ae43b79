import { CompanyHead } from "../../components/company/CompanyHead";
import { Avatar } from "../../components/marketing/Avatar";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { LeaderCard } from "../../components/marketing/LeaderCard";
import { PageHero } from "../../components/marketing/PageHero";
import { Section } from "../../components/marketing/Section";
import { StatGrid } from "../../components/marketing/StatGrid";
import { FIGURES } from "../../content/figures";
import { ADVISORS, LEADERS, TEAM_SIZE } from "../../content/leaders";

const META = {
  title: "Leadership Team",
  description:
    "Meet the partners who lead our executive search, permanent placement and contract staffing practices, and the advisory board behind them.",
  keywords: ["leadership team", "executive search partners", "recruiting leadership", "advisory board"],
};

export default function LeadershipPage() {
  const combinedYears = LEADERS.reduce((sum, leader) => sum + leader.experienceYears, 0);
  return (
    <>
      <CompanyHead path="/company/leadership" name="Leadership Team" meta={META} type="AboutPage" />
      <PageHero
        eyebrow="Our Company"
        heading="Leadership Team"
        intro="Experienced recruiters who still run searches themselves. When you work with us, you work with them."
        actions={[{ label: "Partner With Us", to: "/contact" }]}
      />
      <Section id="leaders" heading="Our executives">
        <ul className="grid gap-6 lg:grid-cols-3">
          {LEADERS.map((leader) => (
            <li key={leader.id}>
              <LeaderCard leader={leader} detailed />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="team-numbers" tone="dark" heading="Experience you can count on">
        <StatGrid
          inverse
          stats={[
            { value: `${combinedYears}+`, label: "Combined years of leadership experience" },
            FIGURES.fortune500Placements,
            { value: String(TEAM_SIZE), label: "Recruiters, researchers and coordinators" },
          ]}
        />
      </Section>
      <Section
        id="advisors"
        tone="muted"
        heading="Advisory board"
        intro="Former executives who challenge our thinking and open doors in their industries."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {ADVISORS.map((advisor) => (
            <li key={advisor.name} className="flex gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
              <Avatar name={advisor.name} size="sm" />
              <div>
                <h3 className="font-semibold text-primary">{advisor.name}</h3>
                <p className="text-sm font-medium text-primary/80">{advisor.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{advisor.background}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        heading="Talk to a partner"
        text="Every search starts with a conversation with one of our leaders."
        actions={[
          { label: "Contact Us", to: "/contact" },
          { label: "Book a Consultation", to: "/book" },
        ]}
      />
    </>
  );
}

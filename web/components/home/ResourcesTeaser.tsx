import { BookOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { HOME_RESOURCES } from "../../content/home";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";

/** The home page's place for the latest articles (anchor `resources`); the content work adds the article cards. */
export function ResourcesTeaser() {
  return (
    <Section id="resources" tone="muted" eyebrow="Insights" heading={HOME_RESOURCES.heading} intro={HOME_RESOURCES.intro}>
      <div className="text-center">
        <Button asChild size="lg">
          <Link to="/resources">
            <BookOpenIcon aria-hidden="true" />
            Explore All Resources
          </Link>
        </Button>
      </div>
    </Section>
  );
}

import { Link } from "react-router";
import { FEATURED_TESTIMONIALS } from "../../content/testimonials";
import { Section } from "../marketing/Section";
import { TestimonialCard } from "../marketing/TestimonialCard";
import { Button } from "../ui/button";

/** Three featured testimonials (anchor `testimonials`). */
export function TestimonialsSection() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" heading="What Our Clients and Candidates Say">
      <ul className="grid gap-6 lg:grid-cols-3">
        {FEATURED_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/company/testimonials">Read All Testimonials</Link>
        </Button>
      </div>
    </Section>
  );
}

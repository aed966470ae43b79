import { ArrowRightIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COMPANY } from "../../../worker/contract/company";
import { yearsInBusiness } from "../../lib/company";
import { Button } from "../ui/button";

/** The home page's opening: the firm's promise, its two calls to action and the floating dots. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="surface-dark relative isolate overflow-hidden bg-primary text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(96,140,220,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(59,110,190,0.35),transparent_60%)]"
      />
      <FloatingDots />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
        <p className="text-sm font-semibold tracking-[0.18em] text-accent uppercase">
          Nationwide · Since {COMPANY.foundedYear}
        </p>
        <h1 id="hero-heading" className="mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          The leaders and talent that move your business forward, placed nationwide.
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-200 sm:text-xl">
          For over {yearsInBusiness()} years we have found executives, professionals and contract teams for companies
          across the United States: permanent placement, contract staffing and retained executive search from one
          partner.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <Button asChild variant="accent" size="lg">
            <Link to="/contact">
              Partner With Us
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <Link to="/jobs">View Opportunities</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

const DOT_COUNT = 20;

interface Dot {
  left: number;
  top: number;
  size: number;
  delay: number;
  duration: number;
}

function randomDots(): Dot[] {
  return Array.from({ length: DOT_COUNT }, () => ({
    left: Math.random() * 100,
    top: Math.random() * 100,
    size: 4 + Math.random() * 6,
    delay: Math.random() * 6,
    duration: 6 + Math.random() * 6,
  }));
}

/**
 * Twenty decorative dots at random places (public spec, home hero); still for reduced-motion users. Placed once the
 * page runs in the browser: random places cannot match between the pre-rendered page and its hydration, and the
 * page's HTML does not carry them.
 */
function FloatingDots() {
  const [dots, setDots] = useState<Dot[]>([]);
  useEffect(() => setDots(randomDots()), []);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      {dots.map((dot, index) => (
        <span
          key={index}
          className="absolute rounded-full bg-white/15 motion-safe:animate-float"
          style={{
            left: `${dot.left}%`,
            top: `${dot.top}%`,
            width: dot.size,
            height: dot.size,
            animationDelay: `${dot.delay}s`,
            animationDuration: `${dot.duration}s`,
          }}
        />
      ))}
    </div>
  );
}

import { useEffect, useState } from "react";
import { HeroContent } from "./static-parts";

/** The home page's opening: the firm's promise and its two calls to action (a static part) over the floating dots. */
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
      <HeroContent />
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

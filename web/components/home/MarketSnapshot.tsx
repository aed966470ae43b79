import { MARKET_SNAPSHOT } from "../../content/home-static";
import { CalendarIcon } from "../ui/icons";

/** The market figures, labelled for what they are: a dated snapshot, not live data. */
export function MarketSnapshot() {
  return (
    <section
      id="market"
      aria-labelledby="market-heading"
      className="surface-dark scroll-mt-20 bg-navy-950 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.16em] text-accent uppercase">Market Intelligence</p>
            <h2 id="market-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {MARKET_SNAPSHOT.heading}
            </h2>
          </div>
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-3 py-1.5 text-sm text-navy-200 sm:self-auto">
            <CalendarIcon aria-hidden="true" className="size-4 text-accent" />
            <span>
              As of <time dateTime={MARKET_SNAPSHOT.asOfIso}>{MARKET_SNAPSHOT.asOf}</time>
            </span>
          </p>
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
          {MARKET_SNAPSHOT.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-white/10 bg-white/5 p-5"
            >
              <dt className="mt-1 text-sm leading-snug text-navy-200">{figure.label}</dt>
              <dd className="text-3xl font-extrabold text-accent">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-navy-200">{MARKET_SNAPSHOT.note}</p>
      </div>
    </section>
  );
}

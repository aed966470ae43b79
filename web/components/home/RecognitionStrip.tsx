import { RECOGNITION } from "../../content/home-static";

/** The industry recognition strip under the hero. */
export function RecognitionStrip() {
  return (
    <section aria-labelledby="recognition-heading" className="border-b border-border bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2
          id="recognition-heading"
          className="text-center text-xs font-semibold tracking-[0.18em] text-muted-foreground uppercase"
        >
          Industry recognition
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {RECOGNITION.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-hover" />
              <p className="text-sm leading-snug">
                <span className="block font-semibold text-primary">{title}</span>
                <span className="text-muted-foreground">{text}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

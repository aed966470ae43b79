import type { ChartConfiguration } from "chart.js";
import { useEffect, useRef, useState } from "react";

/** The firm's colours for the series of a chart, in order. */
const SERIES_COLOURS = ["#1e3a5f", "#c9a227", "#4f7cac", "#8a9bb0"];

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/**
 * A bar or line chart drawn by chart.js, loaded on first use. The canvas is a picture for sighted readers only:
 * `summary` says in words what it shows, and every chart on the page sits beside a table of the same figures.
 */
export function ChartCanvas({
  kind,
  labels,
  series,
  summary,
  horizontal = false,
}: {
  kind: "bar" | "line";
  labels: readonly string[];
  series: readonly ChartSeries[];
  summary: string;
  horizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const config: ChartConfiguration<"bar" | "line"> = {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((one, i) => ({
          label: one.label,
          data: [...one.values],
          backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
          borderColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
          pointRadius: labels.length > 40 ? 0 : 2,
          maxBarThickness: 28,
        })),
      },
      options: {
        indexAxis: horizontal ? "y" : "x",
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1 } },
        scales: { [horizontal ? "x" : "y"]: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    };
    import("./chart-js")
      .then(({ Chart }) => {
        if (!cancelled && canvas.current) chart = new Chart(canvas.current, config);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, series, horizontal]);

  if (failed)
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        The chart could not be loaded; the table below has its figures.
      </p>
    );
  // Horizontal bars get a height for their count (a lone bar is not a block); other charts a fixed one.
  const height = horizontal ? Math.min(480, 56 + 36 * labels.length) : undefined;
  return (
    <div className={height ? "relative mt-3 w-full" : "relative mt-3 h-56 w-full sm:h-64"} style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}

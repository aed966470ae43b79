import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

/**
 * chart.js with only the pieces the analytics page draws (bars and lines), registered once. Imported dynamically by
 * ChartCanvas, so it is a chunk of its own that only /admin/analytics loads, after its tables are on screen.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export { Chart };

import "./styles.css";

/**
 * The page's first script. Every page arrives rendered (pre-rendered or filled by the Worker), so the app starts
 * only after the browser has painted it: no script work stands between a visitor and the content. A callback of
 * requestAnimationFrame runs just before the next paint; the timeout set from it runs once that paint is done.
 */
requestAnimationFrame(() => setTimeout(() => void import("./main")));

/** What the liveness check answers when the database is reachable (a 503 in the error shape when it is not). */
export interface HealthView {
  status: "ok";
  database: "reachable";
  latencyMs: number;
}

/** The health route's answer (worker/contract/api.ts). */
export interface HealthAnswers {
  "GET /api/health": HealthView;
}

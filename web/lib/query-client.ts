import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
  queryOptions,
} from "@tanstack/react-query";
import { SESSION_REQUIREMENTS } from "#contract/account-rules";
import type { ApiGetRoute, ApiParams, HasParams } from "#contract/api";
import { ApiError, type ApiQuery, apiFetch, type CallArgs, callApi, callApiPage } from "./api";

/**
 * Turns a query key into the URL it names: string and number segments joined by "/" (public spec section 7),
 * and a plain-object segment, if any, as the query string, leaving out empty values (so "All Locations" is simply
 * not sent).
 *
 * @example queryKeyToPath(["/api/jobs", id]) // "/api/jobs/42"
 * @example queryKeyToPath(["/api/jobs", { title: "nurse", location: undefined }]) // "/api/jobs?title=nurse"
 */
export function queryKeyToPath(queryKey: QueryKey): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const segment of queryKey) {
    if (typeof segment === "string" || typeof segment === "number") {
      segments.push(String(segment));
    } else if (segment && typeof segment === "object" && !Array.isArray(segment)) {
      for (const [name, value] of Object.entries(segment as Record<string, unknown>)) {
        if (value !== undefined && value !== null && value !== "") params.append(name, String(value));
      }
    } else if (segment !== undefined && segment !== null) {
      throw new TypeError(`Query key segment cannot be part of a URL: ${JSON.stringify(segment)}`);
    }
  }
  const search = params.toString();
  return segments.join("/") + (search ? `?${search}` : "");
}

/** GET on the path the query key names, through the one fetch wrapper (so a 401 throws like any non-OK answer). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiFetch(queryKeyToPath(queryKey), { signal });

/**
 * The query key of a GET route: the path split at its parameters, then the query string's values, so that
 * `queryKeyToPath` of the key is the route's URL and a prefix such as ["/api/jobs"] invalidates every query under it.
 *
 * @example apiQueryKey("GET /api/booking/types/:id/slots", { id: "t1" }, { date }) // ["/api/booking/types", "t1", "slots", { date }]
 */
export function apiQueryKey<R extends ApiGetRoute>(route: R, params?: ApiParams<R>, query?: ApiQuery): QueryKey {
  const [head = "", ...rest] = route.slice(route.indexOf(" ") + 1).split("/:");
  const values = (params ?? {}) as Record<string, string | number>;
  const key: unknown[] = [head];
  for (const part of rest) {
    const [name = "", ...tail] = part.split("/");
    key.push(values[name] ?? "");
    if (tail.length > 0) key.push(tail.join("/"));
  }
  if (query) key.push(query);
  return key;
}

/** What a query of a route is told: its parameters (when it has any) and query string. */
type QueryArgs<R extends ApiGetRoute> =
  HasParams<R> extends true ? [params: ApiParams<R>, query?: ApiQuery] : [params?: undefined, query?: ApiQuery];

/**
 * Query options for a GET route, typed by the contract: `useQuery(apiQuery("GET /api/jobs/:id", { id }))` gives
 * the route's answer as `data`.
 */
export function apiQuery<R extends ApiGetRoute>(route: R, ...[params, query]: QueryArgs<R>) {
  return queryOptions({
    queryKey: apiQueryKey(route, params, query),
    queryFn: ({ signal }) => callApi(route, ...([{ params, query, signal }] as CallArgs<R>)),
  });
}

/** Query options for one page of a paged GET route: `data` is `{ rows, total }`. */
export function apiPageQuery<R extends ApiGetRoute>(route: R, ...[params, query]: QueryArgs<R>) {
  return queryOptions({
    queryKey: [...apiQueryKey(route, params, query), "page"],
    queryFn: ({ signal }) => callApiPage(route, ...([{ params, query, signal }] as CallArgs<R>)),
  });
}

/**
 * The query client settings of public spec section 7: no retries, no refetch on focus or interval, data never
 * stale. Pages invalidate what a mutation changes.
 */
export function createQueryClient(): QueryClient {
  // A staff call answered 401 (the session ended: expired or revoked) or 403 with something to do first (a new
  // password, two-factor enrolment). Re-checking the session lets the admin guard send the user to /login or to the
  // account page instead of leaving a broken screen.
  const onError = (error: Error, queryKey?: QueryKey) => {
    const sessionChanged =
      error instanceof ApiError &&
      (error.status === 401 || (error.status === 403 && SESSION_REQUIREMENTS.some((code) => code === error.code)));
    if (sessionChanged && queryKey?.[0] !== SESSION_QUERY_KEY[0]) {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The session check's query key (web/lib/session.ts). */
const SESSION_QUERY_KEY = apiQueryKey("GET /api/auth/verify");

/** The app's one client. */
export const queryClient = createQueryClient();

import type { ActivityAnswers } from "./activity";
import type { AnalyticsAnswers } from "./analytics";
import type { ApplicationPipelineAnswers } from "./application-pipeline";
import type { AppointmentAnswers } from "./appointments";
import type { AssignmentAnswers } from "./assignments";
import type { AvailabilityAnswers } from "./availability";
import type { BillingAnswers } from "./billing";
import type { BookingAnswers } from "./booking";
import type { CampaignAnswers } from "./campaigns";
import type { CandidateAnswers } from "./candidates";
import type { ClientAnswers } from "./clients";
import type { ContentAnswers } from "./content";
import type { ContractDeskAnswers } from "./contract-desk";
import type { ConversationAnswers } from "./conversations";
import type { ConversionAnswers } from "./conversion";
import type { CrmAnswers } from "./crm";
import type { DeliveryAnswers } from "./deliveries";
import type { DeskAnswers } from "./desk";
import type { FormAnswers } from "./forms";
import type { HealthAnswers } from "./health";
import type { InboxAnswers } from "./inbox";
import type { InterviewAnswers } from "./interviews";
import type { JobAlertAnswers } from "./job-alerts";
import type { JobAnswers } from "./job-listing";
import type { MatchAnswers } from "./matching";
import type { NewsletterAnswers } from "./newsletter";
import type { NotificationAnswers } from "./notifications";
import type { OutreachAnswers } from "./outreach";
import type { PlacementAnswers } from "./placements";
import type { PrivacyAnswers } from "./privacy";
import type { ScorecardAnswers } from "./scorecards";
import type { SearchAnswers } from "./search";
import type { SequenceAnswers } from "./sequences";
import type { SmsAnswers } from "./sms";
import type { StaffAnswers } from "./staff";
import type { SubmittalAnswers } from "./submittals";
import type { TimelineAnswers } from "./timeline";
import type { TimesheetAnswers } from "./timesheets";

/**
 * What each JSON route of the API answers, keyed "METHOD /path" exactly as the route is registered (Hono's `:name`
 * parameters). Each area declares its own answers beside its views; this is their union.
 *
 * Both sides are typed by it: the Worker's handlers answer through `reply(c, route, body)` (worker/http/reply.ts),
 * which also checks at run time that `route` is the route being answered, and the SPA calls through `callApi` and
 * `apiQuery` (web/lib/api.ts, web/lib/query-client.ts). A changed shape therefore fails `npm run typecheck` on
 * whichever side no longer agrees (test/web/api-contract-types.ts and test/worker/api-contract-types.ts prove it).
 */
export interface ApiAnswers
  extends JobAnswers,
    JobAlertAnswers,
    ApplicationPipelineAnswers,
    CandidateAnswers,
    ClientAnswers,
    ConversationAnswers,
    InboxAnswers,
    ContentAnswers,
    BookingAnswers,
    AppointmentAnswers,
    AvailabilityAnswers,
    FormAnswers,
    CrmAnswers,
    SmsAnswers,
    StaffAnswers,
    NotificationAnswers,
    NewsletterAnswers,
    DeliveryAnswers,
    HealthAnswers,
    TimesheetAnswers,
    PrivacyAnswers,
    ActivityAnswers,
    SearchAnswers,
    TimelineAnswers,
    SubmittalAnswers,
    PlacementAnswers,
    AssignmentAnswers,
    BillingAnswers,
    ConversionAnswers,
    InterviewAnswers,
    ScorecardAnswers,
    DeskAnswers,
    ContractDeskAnswers,
    AnalyticsAnswers,
    MatchAnswers,
    OutreachAnswers,
    CampaignAnswers,
    SequenceAnswers {}

/** A route of the API, e.g. "GET /api/jobs/:id". */
export type ApiRoute = keyof ApiAnswers & string;

/** What `route` answers. */
export type ApiAnswer<R extends ApiRoute> = ApiAnswers[R];

/** The path of a route: "GET /api/jobs/:id" -> "/api/jobs/:id". */
export type ApiPath<R extends ApiRoute> = R extends `${string} ${infer P}` ? P : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a route needs: { id } for "GET /api/jobs/:id", nothing for "GET /api/jobs". */
export type ApiParams<R extends ApiRoute> = { [Name in ParamNames<ApiPath<R>>]: string | number };

/** Whether a route has path parameters (then `params` is required). */
export type HasParams<R extends ApiRoute> = [ParamNames<ApiPath<R>>] extends [never] ? false : true;

/** The routes that read (GET): what queries may name. */
export type ApiGetRoute = { [R in ApiRoute]: R extends `GET ${string}` ? R : never }[ApiRoute];

/**
 * The header that carries a D1 bookmark both ways (docs/decisions/032-read-replication.md): API answers that are not
 * public hand out their D1 session's latest bookmark, and the SPA sends the newest it holds with every call, so the
 * Worker reads at least what that browser last wrote.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

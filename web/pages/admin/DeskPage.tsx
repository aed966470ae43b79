import { useQuery } from "@tanstack/react-query";
import { DESK_INTERVIEW_NUMBERS, type DeskInterviewNumber, type DeskView } from "#contract/desk";
import { formatUsd } from "#contract/salary";
import { ContractDeskPanel } from "../../components/admin/ContractDeskPanel";
import { DeskNumberGrid } from "../../components/admin/DeskNumberGrid";
import { ListFilter } from "../../components/admin/ListFilter";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { DESK_NUMBERS, DESK_PAGE } from "../../content/desk";
import { PageHead } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";
import { useSession } from "../../lib/session";

type DeskKey = (typeof DESK_NUMBERS)[number]["key"];

const shown = (key: DeskKey, desk: DeskView) =>
  key === "feesThisQuarter" ? formatUsd(desk.feesThisQuarter) : String(desk[key]);

/** The list behind a number; an interview number's with the filters that counted it. */
const linkOf = (number: (typeof DESK_NUMBERS)[number], desk: DeskView) =>
  (DESK_INTERVIEW_NUMBERS as readonly string[]).includes(number.key)
    ? `${number.to}?${desk.interviewLists[number.key as DeskInterviewNumber]}`
    : number.to;

/**
 * /admin/desk: the agency's numbers for the firm or the signed-in recruiter (?scope=mine in the URL), each a link to
 * the list behind it.
 */
export default function DeskPage() {
  const { params, apply } = useListParams(["scope"]);
  const session = useSession();
  const mine = params.get("scope") === "mine";
  const ownerId = mine ? session.user?.id : undefined;
  const desk = useQuery({ ...apiQuery("GET /api/admin/desk", undefined, { ownerId }), enabled: !mine || !!ownerId });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${DESK_PAGE.title} | Admin Dashboard`} description={DESK_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{DESK_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{DESK_PAGE.intro}</p>
      <Panel
        id="desk"
        title={mine ? DESK_PAGE.mine : DESK_PAGE.firm}
        className="mt-6"
        action={<RefreshButton onRefresh={() => void desk.refetch()} refreshing={desk.isFetching} />}
      >
        <ListFilter
          label={DESK_PAGE.scopeLabel}
          value={mine ? "mine" : undefined}
          all={DESK_PAGE.firm}
          options={[{ value: "mine", label: DESK_PAGE.mine }]}
          onChange={(scope) => apply({ scope })}
          className="mt-4 sm:w-56"
        />
        <QueryStatus query={desk} noun="numbers" />
        {desk.data && (
          <DeskNumberGrid
            testId="desk-numbers"
            numbers={DESK_NUMBERS.map((number) => ({
              key: number.key,
              label: number.label,
              hint: number.hint,
              value: shown(number.key, desk.data),
              to: linkOf(number, desk.data),
            }))}
          />
        )}
      </Panel>
      <ContractDeskPanel />
    </div>
  );
}

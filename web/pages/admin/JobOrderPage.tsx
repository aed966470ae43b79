import { useState } from "react";
import { Link, useParams } from "react-router";
import type { JobView } from "#contract/job-listing";
import { PAY_PERIOD_LABELS } from "#contract/matching";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { InterviewsPanel } from "../../components/admin/interviews/InterviewsPanel";
import { ScorecardCriteriaPanel } from "../../components/admin/interviews/ScorecardCriteriaPanel";
import { JobBoardStates } from "../../components/admin/jobs/JobBoardStates";
import { JobFormDialog } from "../../components/admin/jobs/JobFormDialog";
import { JobStatusBadge } from "../../components/admin/jobs/job-badges";
import { CandidateMatches } from "../../components/admin/matching/CandidateMatches";
import { useJobClient, useStaffJob } from "../../components/admin/matching/match-queries";
import { Panel } from "../../components/admin/Panel";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { JOB_ORDER_PAGE, MATCH_FILTERS } from "../../content/matching";

const pipelineOf = (job: JobView, board = false) =>
  `/admin/applications?${new URLSearchParams({ ...(board ? { view: "board" } : {}), jobId: job.id })}`;

function SkillList({ skills, tone }: { skills: readonly string[]; tone: "navy" | "neutral" }) {
  if (skills.length === 0) return JOB_ORDER_PAGE.noSkills;
  return (
    <span className="flex flex-wrap gap-1">
      {skills.map((skill) => (
        <Badge key={skill} tone={tone}>
          {skill}
        </Badge>
      ))}
    </span>
  );
}

/** The job's essentials, with the way to its pipeline and its editing. */
function Essentials({ job, clientName, onEdit }: { job: JobView; clientName?: string; onEdit: () => void }) {
  return (
    <Panel
      id="job-order"
      title="Job order"
      action={
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={pipelineOf(job)}>{JOB_ORDER_PAGE.pipeline}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={pipelineOf(job, true)}>{JOB_ORDER_PAGE.board}</Link>
          </Button>
          <Button size="sm" onClick={onEdit}>
            {JOB_ORDER_PAGE.edit}
          </Button>
        </div>
      }
    >
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Client">
          {job.clientId ? (
            <Link to={`/admin/clients/${job.clientId}`} className="text-primary underline-offset-2 hover:underline">
              {clientName ?? job.company}
            </Link>
          ) : (
            `${job.company} (${JOB_ORDER_PAGE.noClient.toLowerCase()})`
          )}
        </Detail>
        <Detail label="Location">{job.location}</Detail>
        <Detail label="Salary">{job.salary ?? "Not listed"}</Detail>
        <Detail label="Type">{job.type}</Detail>
        <Detail label="Openings">{job.openings}</Detail>
        <Detail label="Industry">{job.industry}</Detail>
        <Detail label="Required skills">
          <SkillList skills={job.requiredSkills} tone="navy" />
        </Detail>
        <Detail label="Preferred skills">
          <SkillList skills={job.preferredSkills} tone="neutral" />
        </Detail>
      </dl>
    </Panel>
  );
}

/**
 * /admin/jobs/{id}: one job order, its essentials, what each job board did with it, and the candidates who match it, ranked with their reasons, to add
 * to its pipeline or submit to its client (issue 46 item 4). The filters and the page live in the address.
 */
export default function JobOrderPage() {
  const { id = "" } = useParams();
  const job = useStaffJob(id);
  const client = useJobClient(job.data?.clientId ?? null);
  const [editing, setEditing] = useState(false);
  const title = job.data?.title ?? "Job";
  const contacts = (client.data?.contacts ?? []).map((contact) => ({
    id: contact.id,
    name: contact.name,
    title: contact.title,
    hasEmail: Boolean(contact.email),
  }));

  return (
    <DetailPage
      back={{ to: "/admin/jobs", label: JOB_ORDER_PAGE.back }}
      query={job}
      noun="job"
      notFound={JOB_ORDER_PAGE.notFound}
      title={title}
      headTitle={`${title} | Jobs | Admin Dashboard`}
      description="One job order with the candidates who match it and why"
      badge={(data) => (
        <>
          <JobStatusBadge status={data.status} />
          {data.isUrgent && <Badge tone="red">Urgent</Badge>}
        </>
      )}
    >
      {(data) => (
        <div className="mt-6 space-y-6">
          <Essentials job={data} clientName={client.data?.name} onEdit={() => setEditing(true)} />
          {data.clientId && <InterviewsPanel scope={{ jobId: data.id }} />}
          <JobBoardStates jobId={data.id} />
          {data.clientId && <ScorecardCriteriaPanel jobId={data.id} />}
          <CandidateMatches
            jobId={data.id}
            payHint={MATCH_FILTERS.payHintJob(data.salaryPeriod && PAY_PERIOD_LABELS[data.salaryPeriod])}
            client={data.clientId && client.data ? { name: client.data.name, contacts } : null}
          />
          <JobFormDialog job={data} open={editing} onOpenChange={setEditing} />
        </div>
      )}
    </DetailPage>
  );
}

import { Mail, Phone } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { CandidateDetail, CandidateListItem } from "#contract/candidates";
import { formatPhone } from "#contract/normalize";
import { AddToJobDialog } from "../../components/admin/candidates/AddToJobDialog";
import { CandidateOffer, CandidateSkills } from "../../components/admin/candidates/CandidateOffer";
import {
  ApplicationItems,
  BookingItems,
  countsText,
  DuplicateBadge,
  fullName,
  MessageItems,
} from "../../components/admin/candidates/CandidateParts";
import { CandidateResume, CandidateTags } from "../../components/admin/candidates/CandidateProfile";
import { CandidateTimeline } from "../../components/admin/candidates/CandidateTimeline";
import { useCandidate } from "../../components/admin/candidates/candidate-queries";
import { MergeDialog } from "../../components/admin/candidates/MergeDialog";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { formatDateTime } from "../../components/admin/labels";
import { JobMatches } from "../../components/admin/matching/JobMatches";
import { Panel } from "../../components/admin/Panel";
import { RestrictionsNote } from "../../components/admin/submittals-placements/OffLimits";
import { Button } from "../../components/ui/button";
import { ADD_TO_JOB, CANDIDATE_PAGE } from "../../content/admin-candidates";

/** Who works the candidate: the owner of their newest application that has one. */
function ownerOf(candidate: CandidateDetail): string | undefined {
  return candidate.applications.find((application) => application.owner)?.owner?.name;
}

function Person({
  candidate,
  onAddToJob,
  className,
}: {
  candidate: CandidateDetail;
  onAddToJob: () => void;
  className?: string;
}) {
  return (
    <Panel
      id="person"
      title="Contact details"
      className={className}
      action={
        <Button size="sm" onClick={onAddToJob}>
          {ADD_TO_JOB.buttonLabel}
        </Button>
      }
    >
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Email">
          <a
            href={`mailto:${candidate.email}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {candidate.email}
          </a>
        </Detail>
        <Detail label="Phone">
          {candidate.phone ? (
            <a
              href={`tel:${candidate.phone}`}
              className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
            >
              <Phone aria-hidden className="size-4 shrink-0" />
              {formatPhone(candidate.phone)}
            </a>
          ) : (
            "Not given"
          )}
        </Detail>
        <Detail label="Owner">{ownerOf(candidate) ?? CANDIDATE_PAGE.noOwner}</Detail>
        <Detail label="First contact">{formatDateTime(candidate.createdAt)}</Detail>
        <Detail label="Sent">{countsText(candidate)}</Detail>
        <Detail label="Interview no-shows">{candidate.interviewNoShows}</Detail>
        {(candidate.offLimits.length > 0 || candidate.noPoachEmployer) && (
          <Detail label="Restrictions">
            <RestrictionsNote restrictions={candidate} className="block space-y-1" />
          </Detail>
        )}
      </dl>
    </Panel>
  );
}

function Duplicates({
  candidate,
  onMerge,
  className,
}: {
  candidate: CandidateDetail;
  onMerge: (duplicate: CandidateListItem) => void;
  className?: string;
}) {
  if (candidate.duplicates.length === 0) return null;
  return (
    <Panel
      id="duplicates"
      title="Possible duplicates"
      description={CANDIDATE_PAGE.duplicatesIntro}
      className={className}
    >
      <ul className="mt-3 divide-y divide-border text-sm" data-testid="duplicates">
        {candidate.duplicates.map((duplicate) => (
          <li key={duplicate.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <Link
                to={`/admin/candidates/${duplicate.id}`}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {fullName(duplicate)}
              </Link>
              <span className="block text-xs break-all text-muted-foreground">{duplicate.email}</span>
              <span className="block text-xs text-muted-foreground">{countsText(duplicate)}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onMerge(duplicate)}
              aria-label={`Merge ${fullName(duplicate)} into ${fullName(candidate)}`}
            >
              Merge…
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** /admin/candidates/:id: one person with everything they sent, and the candidates that may be them too. */
export default function CandidatePage() {
  const { id = "" } = useParams();
  const candidate = useCandidate(id);
  const [merging, setMerging] = useState<CandidateListItem>();
  const [adding, setAdding] = useState(false);
  const data = candidate.data;
  const name = data ? fullName(data) : "Candidate";

  return (
    <DetailPage
      back={{ to: "/admin/candidates", label: "All candidates" }}
      query={candidate}
      noun="candidate"
      notFound="There is no such candidate. It may have been merged into another."
      title={name}
      headTitle={`${name} | Candidates | Admin Dashboard`}
      description="One candidate with their timeline, resume, tags, applications, messages and bookings"
      badge={(data) => <DuplicateBadge count={data.possibleDuplicates} />}
    >
      {(data) => (
        <>
          {/* Two columns from lg; on a phone the columns dissolve (display: contents) so possible duplicates, what
              staff act on, come right after the contact details. */}
          <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <div className="contents lg:block lg:space-y-6">
              <Person candidate={data} onAddToJob={() => setAdding(true)} className="order-1" />
              <CandidateOffer candidate={data} className="order-2" />
              <JobMatches candidate={{ id: data.id, name: fullName(data) }} className="order-3" />
              <CandidateTimeline candidate={data} className="order-3" />
              <CandidateResume candidate={data} className="order-4" />
              <Panel
                id="candidate-applications"
                title={`Applications (${data.counts.applications})`}
                className="order-4"
              >
                <ApplicationItems applications={data.applications} empty={CANDIDATE_PAGE.noApplications} />
              </Panel>
              <Panel id="candidate-messages" title={`Messages (${data.counts.messages})`} className="order-5">
                <MessageItems messages={data.messages} empty={CANDIDATE_PAGE.noMessages} full />
              </Panel>
            </div>
            <div className="contents lg:block lg:space-y-6">
              <Duplicates candidate={data} onMerge={setMerging} className="order-2" />
              <CandidateSkills candidate={data} className="order-2" />
              <CandidateTags key={data.tags.join(",")} candidate={data} className="order-2" />
              <Panel id="candidate-bookings" title={`Bookings (${data.counts.bookings})`} className="order-6">
                <BookingItems bookings={data.bookings} empty={CANDIDATE_PAGE.noBookings} />
              </Panel>
            </div>
          </div>
          <MergeDialog from={merging} into={data} onClose={() => setMerging(undefined)} />
          <AddToJobDialog candidates={[{ id: data.id, name: fullName(data) }]} open={adding} onOpenChange={setAdding} />
        </>
      )}
    </DetailPage>
  );
}

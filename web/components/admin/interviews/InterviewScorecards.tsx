import { type FormEvent, useState } from "react";
import { REJECTION_REASON_LABELS } from "#contract/application-pipeline";
import { REJECTION_REASONS, type RejectionReason } from "#contract/enums";
import {
  INTERVIEW_DECISION_LABELS,
  INTERVIEW_DECISIONS,
  type InterviewDecision,
  SCORECARD_RECOMMENDATION_LABELS,
  type ScorecardRecommendation,
  type ScorecardView,
} from "#contract/scorecards";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDecideInterview, useInterviewScorecards, useRequestScorecards } from "./scorecard-queries";

const RECOMMENDATION_TONES: Record<ScorecardRecommendation, "green" | "blue" | "orange" | "red"> = {
  strong_yes: "green",
  yes: "blue",
  no: "orange",
  strong_no: "red",
};

function Scorecard({ card }: { card: ScorecardView }) {
  return (
    <li className="rounded-md border border-border p-2" data-testid="scorecard">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{card.name}</span>
        {card.recommendation ? (
          <Badge tone={RECOMMENDATION_TONES[card.recommendation]}>
            {SCORECARD_RECOMMENDATION_LABELS[card.recommendation]}
          </Badge>
        ) : (
          <span className="text-muted-foreground">Waiting</span>
        )}
      </div>
      {card.ratings && (
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-xs">
          {Object.entries(card.ratings).map(([criterion, rating]) => (
            <div key={criterion} className="contents">
              <dt className="text-muted-foreground">{criterion}</dt>
              <dd className="text-right font-medium">{rating} / 4</dd>
            </div>
          ))}
        </dl>
      )}
      {card.comment && <p className="mt-1 whitespace-pre-wrap text-xs">"{card.comment}"</p>}
    </li>
  );
}

/** The recruiter records the client's decision (told by phone or email) when the hiring contact has not. */
function DecisionForm({ interviewId }: { interviewId: string }) {
  const decide = useDecideInterview(interviewId);
  const [decision, setDecision] = useState<InterviewDecision | "">("");
  const [reason, setReason] = useState<RejectionReason | "">("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) return setErrors({ decision: "Choose the client's decision" });
    if (decision === "decline" && !reason) return setErrors({ reason: "A decline needs its reason" });
    decide.mutate(
      {
        decision,
        ...(decision === "decline" && reason ? { reason } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      },
      {
        onSuccess: () => toast({ title: `Decision recorded: ${INTERVIEW_DECISION_LABELS[decision]}` }),
        onError: (error) => toast({ title: "Not recorded", description: error.message, variant: "destructive" }),
      },
    );
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <EnumSelect
        label="Client's decision"
        values={INTERVIEW_DECISIONS}
        labelOf={(value) => INTERVIEW_DECISION_LABELS[value]}
        empty="Choose"
        value={decision}
        error={errors.decision}
        onChange={(value) => {
          setDecision(value);
          setErrors({});
        }}
      />
      {decision === "decline" ? (
        <EnumSelect
          label="Reason"
          values={REJECTION_REASONS}
          labelOf={(value) => REJECTION_REASON_LABELS[value]}
          empty="Choose"
          value={reason}
          error={errors.reason}
          onChange={setReason}
        />
      ) : null}
      <Field label="Comment">
        {(p) => <Input {...p} value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />}
      </Field>
      <Button type="submit" size="sm" className="self-start" disabled={decide.isPending}>
        Record decision
      </Button>
    </form>
  );
}

/** A completed interview's scorecards (each client panel member's, or "Waiting") and the client's decision. */
export function InterviewScorecards({ interviewId }: { interviewId: string }) {
  const query = useInterviewScorecards(interviewId);
  const ask = useRequestScorecards(interviewId);
  if (query.isPending) return <p className="text-xs text-muted-foreground">Loading scorecards…</p>;
  if (query.isError) return <p className="text-xs text-red-700">The scorecards could not be loaded.</p>;
  const { scorecards, decision } = query.data;
  const waiting = scorecards.some((card) => card.state === "waiting");
  function askPanel() {
    ask.mutate(undefined, {
      onSuccess: ({ asked }) => toast({ title: `Asked ${asked} interviewer${asked === 1 ? "" : "s"} for a scorecard` }),
      onError: (error) => toast({ title: "Not sent", description: error.message, variant: "destructive" }),
    });
  }
  return (
    <div className="space-y-2" data-testid="interview-scorecards">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Scorecards</p>
        {waiting && (
          <Button size="sm" variant="ghost" disabled={ask.isPending} onClick={askPanel}>
            Email the panel their scorecard links
          </Button>
        )}
      </div>
      <ul className="grid gap-2">
        {scorecards.map((card) => (
          <Scorecard key={card.panelMemberId} card={card} />
        ))}
      </ul>
      {decision ? (
        <p data-testid="interview-decision">
          <span className="font-medium">Decision: {INTERVIEW_DECISION_LABELS[decision.decision]}</span>
          {decision.reason && ` (${REJECTION_REASON_LABELS[decision.reason]})`}
          {decision.decidedBy && <span className="text-muted-foreground"> by {decision.decidedBy}</span>}
          {decision.comment && <span className="block text-xs">"{decision.comment}"</span>}
        </p>
      ) : (
        <DecisionForm interviewId={interviewId} />
      )}
    </div>
  );
}

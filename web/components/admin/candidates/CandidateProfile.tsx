import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { CANDIDATE_TAG_LENGTH_MAX, CANDIDATE_TAGS_MAX, type CandidateDetail } from "#contract/candidates";
import { CANDIDATE_PAGE } from "../../../content/admin-candidates";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button, buttonVariants } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useSetCandidateTags } from "./candidate-queries";

/** What staff know of a candidate beyond what they sent: their tags (searched) and their newest resume. */

/** "bilingual, night shift" as the list the API takes: split at commas, blanks dropped. */
const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

export function CandidateTags({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const save = useSetCandidateTags(candidate.id);
  const [text, setText] = useState(candidate.tags.join(", "));
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const tags = tagsOf(text);
    if (tags.length > CANDIDATE_TAGS_MAX) return setError(`At most ${CANDIDATE_TAGS_MAX} tags`);
    save.mutate(tags, {
      onSuccess: (saved) => {
        setText(saved.tags.join(", "));
        setError(undefined);
        toast({ title: "Tags saved" });
      },
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.serverMessage) || "The tags could not be saved. Please try again.",
        ),
    });
  }

  return (
    <Panel id="candidate-tags" title="Tags" description={CANDIDATE_PAGE.tagsIntro} className={className}>
      {candidate.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {candidate.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="blue">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{CANDIDATE_PAGE.noTags}</p>
      )}
      <form onSubmit={onSubmit} className="mt-4 space-y-2">
        <Field label="Tags, separated by commas" error={error}>
          {(p) => (
            <Input
              {...p}
              name="tags"
              value={text}
              maxLength={CANDIDATE_TAGS_MAX * (CANDIDATE_TAG_LENGTH_MAX + 2)}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save tags
        </Button>
      </form>
    </Panel>
  );
}

/** The newest resume: the file to download, the application it came with, and its words as read, to skim here. */
export function CandidateResume({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const resume = candidate.resume;
  return (
    <Panel id="candidate-resume" title="Resume" className={className}>
      {resume ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            {resume.path && (
              <a href={resume.path} className={buttonVariants({ variant: "outline", size: "sm" })} download>
                <Download aria-hidden className="size-4" />
                Download resume
              </a>
            )}
            <Link
              to={`/admin/applications/${resume.applicationId}`}
              className="text-primary underline-offset-2 hover:underline"
            >
              The application it came with
            </Link>
          </div>
          {resume.text ? (
            <details className="mt-3 text-sm" data-testid="resume-text">
              <summary className="cursor-pointer text-primary">{CANDIDATE_PAGE.resumeText}</summary>
              <p className="mt-2 rounded-md border border-border bg-muted/30 p-3 whitespace-pre-wrap break-words">
                {resume.text}
              </p>
            </details>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{CANDIDATE_PAGE.resumeNotRead}</p>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{CANDIDATE_PAGE.noResume}</p>
      )}
    </Panel>
  );
}

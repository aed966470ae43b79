import { type FormEvent, useEffect, useState } from "react";
import {
  INTERVIEW_OFFERED_SLOTS_MAX,
  type InterviewOffer,
  type InterviewView,
  type PanelAskResult,
  roundLabel,
} from "#contract/interviews";
import { zonedTimeToInstant } from "#contract/time-zone";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { OFFERED_TIME_ZONES } from "../content/labels";
import { useAskPanel, useOfferPanelSlots, useOfferSlots } from "./interview-queries";

interface Slot {
  date: string;
  time: string;
}

const EMPTY: Slot = { date: "", time: "" };

/** "Sent by text", "Held until ...", or why not: how the link reached the candidate. */
function textState(offer: InterviewOffer): string {
  const { text } = offer.notice;
  if (text.state === "queued") return "Texted to the candidate as well.";
  if (text.state === "held" && text.at)
    return `Texted at ${new Date(text.at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}, inside the candidate's 8 am - 9 pm.`;
  return `Not texted: ${text.reason ?? "no consent to texts"}`;
}

/** The link and how it went, once times are offered. */
function OfferSent({ offer }: { offer: InterviewOffer }) {
  return (
    <div className="space-y-2 rounded-md border border-border bg-muted/40 p-3 text-sm" data-testid="offer-sent">
      <p className="font-medium">Emailed to the candidate with their link:</p>
      <Input readOnly aria-label="The candidate's link" value={offer.candidateUrl} onFocus={(e) => e.target.select()} />
      <p className="text-xs text-muted-foreground">Shown this once: offering times again makes a new link.</p>
      <p data-testid="offer-text-state">{textState(offer)}</p>
    </div>
  );
}

/** A refused offer: each time's reason beside it, the server's words in a toast. */
function offerRefused(error: unknown, setErrors: (errors: Record<string, string>) => void) {
  const issues = error instanceof ApiError ? (error.issues ?? []) : [];
  setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: "Not offered", description: message ?? "Please try again.", variant: "destructive" });
}

const SKIP_WORDS: Record<PanelAskResult["skipped"][number]["reason"], string> = {
  marked: "marked their times",
  asked_recently: "asked in the last 24 hours",
  no_email: "no email address",
};

/** Who the ask emailed, and who it left out and why, in words. */
function askedWords(result: PanelAskResult): string {
  const asked = result.asked.length > 0 ? `Asked ${result.asked.map((m) => m.name).join(", ")}.` : "Nobody asked.";
  const skipped = result.skipped.map((m) => `${m.name} (${SKIP_WORDS[m.reason]})`);
  return skipped.length > 0 ? `${asked} Not asked: ${skipped.join(", ")}.` : asked;
}

/** Emails the panel members who have not marked their times a link to their week view (decision 118). */
function AskPanelButton({ interview }: { interview: InterviewView }) {
  const ask = useAskPanel();
  const [said, setSaid] = useState("");
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={ask.isPending}
        onClick={() =>
          ask.mutate(interview.id, {
            onSuccess: (result) => setSaid(askedWords(result)),
            onError: (error) =>
              toast({
                title: "Not asked",
                description: error instanceof ApiError ? error.serverMessage : "Please try again.",
                variant: "destructive",
              }),
          })
        }
      >
        Ask the panel for their times
      </Button>
      {said && (
        <p role="status" data-testid="panel-asked">
          {said}
        </p>
      )}
    </>
  );
}

/**
 * The panel's own free times (marked in the client portal, decision 110): how many client contacts have marked theirs,
 * a button asking those who have not, and one that offers the times that suit the whole panel instead of typing them.
 */
function PanelTimes({ interview, onSent }: { interview: InterviewView; onSent: (offer: InterviewOffer) => void }) {
  const offerPanel = useOfferPanelSlots();
  const contacts = interview.panel.filter((member) => member.kind === "contact");
  if (contacts.length === 0) return null;
  const marked = contacts.filter((member) => member.timesMarkedAt !== null).length;
  return (
    <div className="space-y-2 rounded-md border border-border p-3 text-sm" data-testid="panel-times">
      <p>
        {marked} of {contacts.length} panel {contacts.length === 1 ? "member has" : "members have"} marked their free
        times in the client portal.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={marked === 0 || offerPanel.isPending}
        onClick={() =>
          offerPanel.mutate(interview.id, {
            onSuccess: (answer) => {
              onSent(answer);
              toast({ title: "Times offered", description: "The panel's common times are on their way." });
            },
            onError: (error) => offerRefused(error, () => undefined),
          })
        }
      >
        Offer the panel's common times
      </Button>
      <AskPanelButton interview={interview} />
    </div>
  );
}

/** The times being offered, a date and a start each, with the server's or the form's reason beside each. */
function SlotFields({
  slots,
  errors,
  onChange,
}: {
  slots: Slot[];
  errors: Record<string, string>;
  onChange: (slots: Slot[]) => void;
}) {
  const set = (index: number, change: Partial<Slot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));
  return (
    <ol className="space-y-3">
      {slots.map((slot, index) => (
        <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" data-testid="offer-slot">
          <Field label={`Date ${index + 1}`} error={errors[`slots.${index}.startsAt`]}>
            {(p) => (
              <Input {...p} type="date" value={slot.date} onChange={(e) => set(index, { date: e.target.value })} />
            )}
          </Field>
          <Field label="Start">
            {(p) => (
              <Input {...p} type="time" value={slot.time} onChange={(e) => set(index, { time: e.target.value })} />
            )}
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={slots.length === 1}
            aria-label={`Remove time ${index + 1}`}
            onClick={() => onChange(slots.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}

/**
 * The recruiter proposes interview times (issue 47 item 2): dates and start times on a chosen zone's clock (the
 * candidate's, unless told), sent as instants; the candidate gets their link to pick one by email and, with consent,
 * by text. Offering again replaces the times and the link.
 */
export function OfferTimesDialog({ interview, onClose }: { interview?: InterviewView; onClose: () => void }) {
  const offer = useOfferSlots();
  const [zone, setZone] = useState("");
  const [slots, setSlots] = useState<Slot[]>([EMPTY]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<InterviewOffer>();
  const open = interview !== undefined;

  useEffect(() => {
    if (!interview) return;
    setZone(interview.candidateTimeZone);
    setSlots([EMPTY]);
    setErrors({});
    setSent(undefined);
  }, [interview]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!interview) return;
    const found: Record<string, string> = {};
    const starts = slots.flatMap((slot, index) => {
      const at = slot.date && slot.time ? zonedTimeToInstant(slot.date, slot.time, zone) : null;
      if (at === null) found[`slots.${index}.startsAt`] = "Choose a date and a time that exists on this clock";
      return at === null ? [] : [new Date(at).toISOString()];
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    offer.mutate(
      { id: interview.id, slots: starts },
      {
        onSuccess: (answer) => {
          setSent(answer);
          toast({ title: "Times offered", description: "The candidate's link is on its way." });
        },
        onError: (error) => offerRefused(error, setErrors),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>Offer times: {interview ? roundLabel(interview.round).toLowerCase() : ""}</DialogTitle>
        <DialogDescription>
          The candidate picks one on their own page, shown on their clock; each time must suit the whole panel.
        </DialogDescription>
        {sent ? (
          <OfferSent offer={sent} />
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Offer times">
            {interview && <PanelTimes interview={interview} onSent={setSent} />}
            <EnumSelect label="Times on the clock of" values={OFFERED_TIME_ZONES} value={zone} onChange={setZone} />
            <SlotFields slots={slots} errors={errors} onChange={setSlots} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              disabled={slots.length >= INTERVIEW_OFFERED_SLOTS_MAX}
              onClick={() => setSlots((all) => [...all, EMPTY])}
            >
              Add a time
            </Button>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" disabled={offer.isPending}>
                Send the candidate their link
              </Button>
            </DialogFooter>
          </form>
        )}
        {sent && (
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

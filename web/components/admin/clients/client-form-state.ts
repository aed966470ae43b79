import { type ClientView, clientCreateSchema, feeTermsIssues } from "#contract/clients";
import { DEFAULT_GUARANTEE_DAYS } from "#contract/clients-enums";

/** Numbers as the inputs hold them (text), read when sent. */
export interface ClientFormState {
  name: string;
  website: string;
  industry: string;
  status: ClientView["status"];
  ownerId: string;
  feeType: ClientView["feeType"];
  feePercent: string;
  guaranteeDays: string;
  retainerPercent: string;
  shortlistPercent: string;
  placementPercent: string;
  noPoach: boolean;
  notes: string;
}

const text = (value: number | string | null) => (value === null ? "" : String(value));

export function fromClient(client: ClientView | undefined): ClientFormState {
  return {
    name: client?.name ?? "",
    website: client?.website ?? "",
    industry: client?.industry ?? "",
    status: client?.status ?? "prospect",
    ownerId: client?.owner?.id ?? "",
    feeType: client?.feeType ?? "contingency",
    feePercent: text(client?.feePercent ?? 25),
    guaranteeDays: text(client?.guaranteeDays ?? DEFAULT_GUARANTEE_DAYS),
    retainerPercent: text(client?.retainerPercent ?? null),
    shortlistPercent: text(client?.shortlistPercent ?? null),
    placementPercent: text(client?.placementPercent ?? null),
    noPoach: client?.noPoach ?? false,
    notes: client?.notes ?? "",
  };
}

/** "" is no number; anything else is sent as typed, so the Worker's message names a bad one. */
const numberOf = (value: string) => (value.trim() === "" ? null : Number(value));

/** What the dialog sends: empty texts as null, the installments only for a retained search. */
export function clientInput(form: ClientFormState) {
  const retained = form.feeType === "retained";
  return {
    name: form.name,
    website: form.website || null,
    industry: form.industry || null,
    status: form.status,
    ownerId: form.ownerId || null,
    feeType: form.feeType,
    feePercent: numberOf(form.feePercent) ?? Number.NaN,
    guaranteeDays: numberOf(form.guaranteeDays) ?? Number.NaN,
    retainerPercent: retained ? numberOf(form.retainerPercent) : null,
    shortlistPercent: retained ? numberOf(form.shortlistPercent) : null,
    placementPercent: retained ? numberOf(form.placementPercent) : null,
    noPoach: form.noPoach,
    notes: form.notes || null,
  };
}

/** The Worker's own schema and fee-terms rule (retained: three installments adding up to 100), by field. */
export function clientFormIssues(input: ReturnType<typeof clientInput>): { path: string; message: string }[] {
  const checked = clientCreateSchema.safeParse(input);
  return checked.success
    ? feeTermsIssues({
        feeType: input.feeType,
        retainerPercent: input.retainerPercent,
        shortlistPercent: input.shortlistPercent,
        placementPercent: input.placementPercent,
      })
    : checked.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
}

import { type ClientView, clientCreateSchema, feeTermsIssues } from "#contract/clients";
import { DEFAULT_GUARANTEE_DAYS } from "#contract/clients-enums";
import type { ConversionTermsView } from "#contract/conversion";

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
  /** Contract-to-hire terms: "default" is the fee percent, not reduced. */
  conversionKind: "default" | "percent" | "flat";
  conversionPercent: string;
  conversionFlat: string;
  reductionPercent: string;
  reductionHours: string;
  reductionFloor: string;
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
    ...conversionFormOf(client?.conversionTerms ?? null),
  };
}

function conversionFormOf(terms: ConversionTermsView | null) {
  const base = terms?.base;
  return {
    conversionKind: base?.kind ?? ("default" as const),
    conversionPercent: text(base?.kind === "percent" ? base.percent : null),
    conversionFlat: text(base?.kind === "flat" ? base.amount : null),
    reductionPercent: text(terms?.schedule?.reductionPercent ?? null),
    reductionHours: text(terms?.schedule?.perHours ?? null),
    reductionFloor: text(terms?.schedule?.floor ?? null),
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
    conversionTerms: conversionTermsOf(form),
  };
}

/** The terms to send: null for the default; a schedule only when a reduction is typed. */
function conversionTermsOf(form: ClientFormState) {
  if (form.conversionKind === "default") return null;
  const base =
    form.conversionKind === "flat"
      ? { kind: "flat" as const, amount: numberOf(form.conversionFlat) ?? Number.NaN }
      : { kind: "percent" as const, percent: numberOf(form.conversionPercent) ?? Number.NaN };
  const reduction = numberOf(form.reductionPercent);
  const schedule =
    reduction === null
      ? null
      : {
          reductionPercent: reduction,
          perHours: numberOf(form.reductionHours) ?? Number.NaN,
          floor: numberOf(form.reductionFloor) ?? 0,
        };
  return { base, schedule };
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

import { APPLICANT_COUNTRY_DEFAULT, type JobView } from "#contract/job-listing";

/** The job dialog's values: the job's fields as its controls hold them. */
export interface JobFormState {
  title: string;
  company: string;
  location: string;
  type: JobView["type"];
  industry: JobView["industry"];
  experienceLevel: string;
  status: JobView["status"];
  salary: string;
  description: string;
  requirements: string;
  benefits: string;
  isUrgent: boolean;
  publishToPortals: boolean;
  /** "yyyy-MM-dd", or "" for the default set at publication. */
  validThrough: string;
  applicantCountry: string;
  /** "" for nobody. */
  ownerId: string;
  /** "" for none: the job order's client and its hiring contact. */
  clientId: string;
  hiringContactId: string;
  confidential: boolean;
  openings: string;
  /** Confirmed skills (issue 46), each in one list only. */
  requiredSkills: string[];
  preferredSkills: string[];
}

/** New-job defaults (back-office spec section 9): Full-time, Technology, draft, not urgent. */
export const NEW_JOB: JobFormState = {
  title: "",
  company: "",
  location: "",
  type: "Full-time",
  industry: "Technology",
  experienceLevel: "",
  status: "draft",
  salary: "",
  description: "",
  requirements: "",
  benefits: "",
  isUrgent: false,
  publishToPortals: false,
  validThrough: "",
  applicantCountry: APPLICANT_COUNTRY_DEFAULT,
  ownerId: "",
  clientId: "",
  hiringContactId: "",
  confidential: false,
  openings: "1",
  requiredSkills: [],
  preferredSkills: [],
};

export function fromJob(job: JobView | undefined): JobFormState {
  if (!job) return NEW_JOB;
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    industry: job.industry,
    experienceLevel: job.experienceLevel ?? "",
    status: job.status,
    salary: job.salary ?? "",
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits ?? "",
    isUrgent: job.isUrgent,
    publishToPortals: job.publishToPortals,
    validThrough: job.validThrough ?? "",
    applicantCountry: job.applicantCountry ?? "",
    ownerId: job.ownerId ?? "",
    clientId: job.clientId ?? "",
    hiringContactId: job.hiringContactId ?? "",
    confidential: job.confidential,
    openings: String(job.openings),
    requiredSkills: job.requiredSkills,
    preferredSkills: job.preferredSkills,
  };
}

/**
 * What the dialog sends: the owner only when changed (one who has since left stays on the job until someone picks
 * another), and the job order's client and contact only for staff who were offered them.
 */
export function jobInput(form: JobFormState, job: JobView | undefined, withClient: boolean) {
  const { ownerId, clientId, hiringContactId, openings, ...fields } = form;
  const ownerChanged = !job || ownerId !== (job.ownerId ?? "");
  return {
    ...fields,
    openings: Number(openings),
    ...(withClient ? { clientId: clientId || null, hiringContactId: hiringContactId || null } : {}),
    experienceLevel: (form.experienceLevel || null) as JobView["experienceLevel"],
    validThrough: form.validThrough || null,
    ...(ownerChanged ? { ownerId: ownerId || null } : {}),
  };
}

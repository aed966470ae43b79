import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { COMPANY } from "../../../worker/contract/company";
import type { DirectContact } from "../../../worker/contract/form-schemas";
import {
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  INQUIRY_OPTIONS,
  leadSourceFor,
} from "../../../worker/contract/forms";
import { contactLeadScore } from "../../../worker/contract/lead-scoring";
import { attributionData, trackContactForm, visitorSession } from "../../lib/analytics";
import { ApiError, apiFetch } from "../../lib/api";
import { checkWith, serverFieldErrors } from "../../lib/field-check";
import { analyticsAllowed } from "../../lib/consent";
import { Button } from "../ui/button";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import { toast } from "../ui/toast";
import {
  focusFirstInvalid,
  Honeypot,
  loadFormSchemas,
  onSubmitForm,
  preloadFormSchemas,
  readForm,
  useFieldErrors,
} from "./form-helpers";
import { FormFieldset } from "./FormFieldset";

const FORM_SOURCE = "home-contact";

/**
 * Sends one message: with analytics consent, to /api/analytics/contact-with-attribution (the message plus its
 * session and UTM data); without it, to /api/ghl/direct-contact. Never both, so each message is stored once.
 */
async function sendContact(data: DirectContact, honeypot: string | undefined): Promise<{ leadSource: string; leadScore: number }> {
  const formData = { ...data, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
  const leadScore = contactLeadScore({ ...data, helpType: data.inquiry });
  if (analyticsAllowed()) {
    const analyticsData = attributionData(visitorSession(), Date.now(), leadScore);
    await apiFetch("/api/analytics/contact-with-attribution", { method: "POST", body: { formData, analyticsData } });
    return { leadSource: leadSourceFor(FORM_SOURCE, analyticsData.utm_source), leadScore };
  }
  await apiFetch("/api/ghl/direct-contact", { method: "POST", body: formData });
  return { leadSource: FORM_SOURCE, leadScore };
}

/**
 * The two SMS consents (unchecked by default). The label is the short statement a visitor agrees to; the carrier
 * disclosure is its description. Labels mention "messages", so tests find the Message box by role and exact name.
 */
const SMS_CONSENTS = [
  {
    name: "smsMarketingConsent",
    label: `I agree to receive marketing text messages from ${COMPANY.shortName}`,
    disclosure: "Job alerts and hiring news at the number above. Frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
  },
  {
    name: "smsAppointmentConsent",
    label: `I agree to receive non-marketing text messages (appointments and updates) from ${COMPANY.shortName}`,
    disclosure: "Confirmations, reminders and updates about my request. Msg & data rates may apply. Reply STOP to opt out.",
  },
] as const;

/** The home page's contact section form (public spec sections 2, 5 and 8): inquiry choice, message, SMS consents. */
export default function HomeContactForm() {
  const { errors, setErrors, clear } = useFieldErrors();
  const submit = useMutation({
    mutationFn: ({ data, honeypot }: { data: DirectContact; honeypot?: string }) => sendContact(data, honeypot),
  });

  async function send(form: HTMLFormElement) {
    const values = readForm(form);
    const checked = await checkWith(loadFormSchemas().then((schemas) => schemas.directContactSchema), values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    clear();
    const honeypot = typeof values[HONEYPOT_FIELD] === "string" ? (values[HONEYPOT_FIELD] as string) : undefined;
    submit.mutate(
      { data: checked.data, honeypot },
      {
        onSuccess: ({ leadSource, leadScore }) => {
          toast({ title: "Message Sent", description: "Thank you for contacting us. We'll get back to you soon!" });
          form.reset();
          trackContactForm({ formType: FORM_SOURCE, leadSource, leadScore });
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          focusFirstInvalid(form);
          toast({
            title: "Failed to Send Message",
            description: (error instanceof ApiError && error.serverMessage) || "Please try again later.",
            variant: "destructive",
          });
        },
      },
    );
  }

  const pending = submit.isPending;
  return (
    <form noValidate onSubmit={onSubmitForm(send)} onFocus={preloadFormSchemas} className="relative grid gap-4 sm:grid-cols-2" aria-label="Contact form">
      <Honeypot />
      <FormFieldset pending={pending}>
        <Field label="First Name" required error={errors.firstName}>
          {(p) => <Input {...p} name="firstName" autoComplete="given-name" maxLength={FIELD_LIMITS.name} required />}
        </Field>
        <Field label="Last Name" required error={errors.lastName}>
          {(p) => <Input {...p} name="lastName" autoComplete="family-name" maxLength={FIELD_LIMITS.name} required />}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} required />}
        </Field>
        <Field label="Phone" error={errors.phone}>
          {(p) => <Input {...p} name="phone" type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} />}
        </Field>
        <Field label="Company" error={errors.company}>
          {(p) => <Input {...p} name="company" autoComplete="organization" maxLength={FIELD_LIMITS.company} />}
        </Field>
        <Field label="Inquiry" required error={errors.inquiry}>
          {(p) => (
            <Select {...p} name="inquiry" defaultValue="" required>
              <option value="" disabled>
                Select an option
              </option>
              {INQUIRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Message" required error={errors.message} className="sm:col-span-2">
          {(p) => <Textarea {...p} name="message" rows={5} maxLength={FIELD_LIMITS.message} required />}
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {SMS_CONSENTS.map((consent) => (
            <ConsentBox key={consent.name} {...consent} />
          ))}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
            {pending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </FormFieldset>
    </form>
  );
}

function ConsentBox({ name, label, disclosure }: { name: string; label: string; disclosure: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} name={name} aria-describedby={`${id}-disclosure`} className="mt-0.5" />
      <div>
        <label htmlFor={id} className="text-sm text-foreground">
          {label}
        </label>
        <p id={`${id}-disclosure`} className="text-xs leading-relaxed text-muted-foreground">
          {disclosure}
        </p>
      </div>
    </div>
  );
}

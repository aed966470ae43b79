import { CONSENT_VERSIONS } from "#contract/consent";
import type { DirectContact } from "#contract/form-schemas";
import { FIELD_LIMITS, INQUIRY_OPTIONS, leadSourceFor } from "#contract/forms";
import { attributionData, trackContactForm, visitorSession } from "../../lib/analytics";
import { ApiError, callApi } from "../../lib/api";
import { analyticsAllowed } from "../../lib/consent";
import { Button } from "../ui/button";
import { Field, Select, Textarea } from "../ui/form";
import { FormFieldset } from "./FormFieldset";
import { FormMessage, Honeypot, usePublicFormSubmit, type WithHoneypot } from "./form-helpers";
import { PersonFields } from "./PersonFields";
import { SmsConsents } from "./SmsConsents";

const FORM_SOURCE = "home-contact";

/**
 * Sends one message: with analytics consent, to /api/analytics/contact-with-attribution (the message plus its
 * session and UTM data); without it, to /api/ghl/direct-contact. Never both, so each message is stored once.
 */
async function sendContact(formData: WithHoneypot<DirectContact>): Promise<{ leadSource: string; leadScore: number }> {
  // The formulas load on submit, not with the page (its first-load budget).
  const { contactLeadScore } = await import("#contract/lead-scoring");
  const leadScore = contactLeadScore({ ...formData, helpType: formData.inquiry }).total;
  if (analyticsAllowed()) {
    const analyticsData = attributionData(visitorSession(), Date.now(), leadScore);
    await callApi("POST /api/analytics/contact-with-attribution", { body: { formData, analyticsData } });
    return { leadSource: leadSourceFor(FORM_SOURCE, analyticsData.utm_source), leadScore };
  }
  await callApi("POST /api/ghl/direct-contact", { body: formData });
  return { leadSource: FORM_SOURCE, leadScore };
}

/**
 * The home page's contact section form (public spec sections 2, 5 and 8): inquiry choice, message, SMS consents.
 * Posts natively to "/" before and without scripts (decision 040); a sent message lands on /contact/sent.
 */
export default function HomeContactForm() {
  const { posted, errors, message, pending, formProps } = usePublicFormSubmit({
    form: "homeContact",
    schema: (schemas) => schemas.directContactSchema,
    send: sendContact,
    failed: (error) =>
      (error instanceof ApiError && error.serverMessage) || "Failed to send the message. Please try again later.",
    onSent: ({ leadSource, leadScore }) => trackContactForm({ formType: FORM_SOURCE, leadSource, leadScore }),
  });

  return (
    <form {...formProps} className="relative grid gap-4 sm:grid-cols-2" aria-label="Contact form">
      <Honeypot />
      <FormFieldset pending={pending}>
        <PersonFields
          fields={["firstName", "lastName", "email", "phone", "company"]}
          posted={posted?.values}
          errors={errors}
        />
        <Field label="Inquiry" required error={errors.inquiry}>
          {(p) => (
            <Select {...p} name="inquiry" defaultValue={posted?.values.inquiry ?? ""} required>
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
          {(p) => (
            <Textarea
              {...p}
              name="message"
              defaultValue={posted?.values.message}
              rows={5}
              maxLength={FIELD_LIMITS.message}
              required
            />
          )}
        </Field>
        <SmsConsents posted={posted?.values} />
        <div className="sm:col-span-2">
          <FormMessage message={message} className="mb-3" />
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
            {pending ? "Sending..." : "Send Message"}
          </Button>
          <p className="mt-2 text-xs text-muted-foreground">{CONSENT_VERSIONS.contact.text}</p>
        </div>
      </FormFieldset>
    </form>
  );
}

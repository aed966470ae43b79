import { CONSENT_VERSIONS } from "#contract/consent";
import type { ContactPage } from "#contract/form-schemas";
import { FIELD_LIMITS, HELP_TYPE_OPTIONS, leadSourceFor } from "#contract/forms";
import { consentedUtmSource, trackContactForm } from "../../lib/analytics";
import { callApi } from "../../lib/api";
import { Button } from "../ui/button";
import { Field, Select, Textarea } from "../ui/form";
import { FormFieldset } from "./FormFieldset";
import { FormMessage, Honeypot, usePublicFormSubmit, type WithHoneypot } from "./form-helpers";
import { PersonFields } from "./PersonFields";

const FORM_SOURCE = "contact-page";

/** Sends the message with the visitor's consented UTM source, and answers the lead source it is recorded under. */
async function sendMessage(body: WithHoneypot<ContactPage>): Promise<string> {
  const utmSource = consentedUtmSource();
  await callApi("POST /api/contact/submit", { body: { ...body, utmSource } });
  return leadSourceFor(FORM_SOURCE, utmSource);
}

/**
 * The /contact page form (public spec sections 2, 5 and 8): help type required, message optional. Posts natively to
 * /contact before and without scripts (decision 040); either way a sent message lands on /contact/sent.
 */
export default function ContactPageForm() {
  const { posted, errors, message, pending, formProps } = usePublicFormSubmit({
    form: "contact",
    schema: (schemas) => schemas.contactPageSchema,
    send: sendMessage,
    failed: () => "Failed to send message. Please try again or contact us directly.",
    onSent: (leadSource, data) =>
      void import("#contract/lead-scoring").then(({ contactLeadScore }) =>
        trackContactForm({ formType: FORM_SOURCE, leadSource, leadScore: contactLeadScore(data).total }),
      ),
  });

  return (
    <form {...formProps} className="relative grid gap-4 sm:grid-cols-2" aria-label="Contact form">
      <Honeypot />
      <FormFieldset pending={pending}>
        <PersonFields
          fields={["firstName", "lastName", "email", "company", "phone"]}
          labels={{ email: "Email Address", phone: "Phone Number" }}
          posted={posted?.values}
          errors={errors}
        />
        <Field label="How can we help?" required error={errors.helpType}>
          {(p) => (
            <Select {...p} name="helpType" defaultValue={posted?.values.helpType ?? ""} required>
              <option value="" disabled>
                Select a service
              </option>
              {HELP_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Message" error={errors.message} className="sm:col-span-2">
          {(p) => (
            <Textarea
              {...p}
              name="message"
              defaultValue={posted?.values.message}
              rows={5}
              maxLength={FIELD_LIMITS.message}
              placeholder="Tell us about the roles you need to fill or how we can help."
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <FormMessage message={message} className="mb-3" />
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? "Sending..." : "Send Message"}
          </Button>
          <p className="mt-2 text-xs text-muted-foreground">{CONSENT_VERSIONS.contact.text}</p>
        </div>
      </FormFieldset>
    </form>
  );
}

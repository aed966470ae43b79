import { useId } from "react";
import { CONSENT_VERSIONS } from "#contract/consent";
import { Checkbox } from "../ui/form";

/**
 * The two SMS consents (unchecked by default), the same boxes and words on the home contact form and the application
 * form. The label is the short statement a visitor agrees to; the carrier disclosure is its description. Labels
 * mention "messages", so tests find the Message box by role and exact name.
 */
const SMS_CONSENTS = [
  {
    name: "smsMarketingConsent",
    label: CONSENT_VERSIONS.sms_marketing.text,
    disclosure:
      "Job alerts and hiring news at the number above. Frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
  },
  {
    name: "smsAppointmentConsent",
    label: CONSENT_VERSIONS.sms_appointment.text,
    disclosure:
      "Confirmations, reminders and updates about my request. Msg & data rates may apply. Reply STOP to opt out.",
  },
] as const;

/** Both boxes, ticked again as they were posted when a native post comes back refused. */
export function SmsConsents({ posted }: { posted?: Readonly<Record<string, string>> }) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {SMS_CONSENTS.map((consent) => (
        <ConsentBox key={consent.name} {...consent} checked={posted?.[consent.name] === "on"} />
      ))}
    </div>
  );
}

function ConsentBox({
  name,
  label,
  disclosure,
  checked,
}: {
  name: string;
  label: string;
  disclosure: string;
  checked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} name={name} defaultChecked={checked} aria-describedby={`${id}-disclosure`} className="mt-0.5" />
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

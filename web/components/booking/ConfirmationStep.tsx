import type { Ref } from "react";
import { Link } from "react-router";
import type { AppointmentView, BookingConfirmation } from "#contract/booking";
import { COMPANY } from "#contract/company";
import { Button } from "../ui/button";
import { CalendarPlusIcon, CircleCheckIcon } from "../ui/icons";
import { AppointmentDetails } from "./AppointmentDetails";
import { StepHeading } from "./StepHeading";

/**
 * Step 4 (/book?booking=<id>&token=...): the booking as stored, the calendar file, and the ways on. The email's
 * state is known where the booking was just made (the answer to the booking, or the page the Worker renders after a
 * form post); a confirmation opened again later says only what is certain.
 */
export function ConfirmationStep({
  headingRef,
  confirmation,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  confirmation: AppointmentView & Partial<Pick<BookingConfirmation, "confirmationEmail">>;
}) {
  return (
    <section aria-labelledby="booking-step-heading" className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheckIcon className="size-12 text-green-700" aria-hidden="true" />
        <StepHeading headingRef={headingRef}>Booking Confirmed!</StepHeading>
      </div>
      <AppointmentDetails view={confirmation} />
      {confirmation.meetingLocation === "virtual" && (
        <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-950">
          {confirmation.meetingLink ? (
            <>
              This is a video meeting. Join at{" "}
              <a
                className="font-medium underline"
                href={confirmation.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                {confirmation.meetingLink}
              </a>{" "}
              at the time above.
            </>
          ) : (
            "This is a video meeting: your consultant will email you the meeting link before the call."
          )}
        </p>
      )}
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {confirmation.confirmationEmail === "sending"
          ? `A confirmation email with the calendar file has been sent to ${confirmation.bookerEmail}.`
          : confirmation.confirmationEmail === "not_connected"
            ? `Your booking is saved. Our email service is not connected yet, so the confirmation email to ${confirmation.bookerEmail} will follow once it is: please download the calendar file now.`
            : "Your booking is saved. Download the calendar file to keep the time in your calendar."}{" "}
        Questions? Write to{" "}
        <a className="font-medium text-primary underline" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
        .
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="accent">
          <a href={confirmation.calendarUrl} download="consultation.ics">
            <CalendarPlusIcon aria-hidden="true" />
            Download calendar file
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to={confirmation.manageUrl}>Manage or cancel this booking</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row">
        <Button asChild>
          <Link to="/book">Book Another Appointment</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}

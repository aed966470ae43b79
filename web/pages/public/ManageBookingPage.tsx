import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { AppointmentDetails } from "../../components/booking/AppointmentDetails";
import { Button } from "../../components/ui/button";
import { CalendarPlusIcon } from "../../components/ui/icons";
import { toast } from "../../components/ui/toast";
import { ApiError, callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";

// Loaded when the booker chooses to move: most open this page to look or cancel, and the date step is not small.
const RescheduleBooking = lazy(() =>
  import("../../components/booking/RescheduleBooking").then((module) => ({ default: module.RescheduleBooking })),
);

/**
 * /book/manage/:id?token=...: the booker's own page for one appointment, reached from the confirmation and the
 * email. The token is the only key; a wrong one reads as "not found".
 */
export default function ManageBookingPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const queryClient = useQueryClient();
  const manage = apiQuery("GET /api/booking/appointments/:id/manage", { id }, { token });
  const appointment = useQuery({ ...manage, enabled: token !== "" });
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);

  const cancel = useMutation({
    mutationFn: () => callApi("POST /api/booking/appointments/:id/cancel", { params: { id }, query: { token } }),
    onSuccess: (view) => {
      queryClient.setQueryData(manage.queryKey, view);
      setConfirming(false);
      toast({ title: "Appointment cancelled", description: "The time is free again for others." });
    },
    onError: (error) => {
      toast({
        title: "Could not cancel",
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : "Please try again.",
        variant: "destructive",
      });
    },
  });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const status = appointment.data?.status;
  useEffect(() => {
    if (status === "cancelled" && cancel.isSuccess) statusRef.current?.focus();
  }, [status, cancel.isSuccess]);

  const view = appointment.data;
  const cancelled = view?.status === "cancelled";
  const past = view ? Date.parse(view.startsAt) <= Date.now() : false;
  const heading = cancelled
    ? "This appointment is cancelled."
    : past
      ? "This appointment has taken place."
      : view?.status === "scheduled"
        ? "This appointment is booked and waiting for our confirmation."
        : "This appointment is confirmed.";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHead
        title={`Your Appointment | ${COMPANY.name}`}
        description="View, download, move or cancel your consultation."
        noIndex
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary">Your Appointment</h1>
      {(!token || appointment.isError) && (
        <div role="alert" className="mt-6 space-y-3">
          <p>
            We could not find that appointment. Please use the link from your confirmation email, or write to{" "}
            <a className="font-medium text-primary underline" href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
            .
          </p>
          <Button asChild variant="outline">
            <Link to="/book">Book a consultation</Link>
          </Button>
        </div>
      )}
      {token && appointment.isPending && <p className="mt-6 text-muted-foreground">Loading your appointment...</p>}
      {view && (
        <div className="mt-6 space-y-6">
          <h2
            ref={statusRef}
            tabIndex={-1}
            className={
              cancelled
                ? "text-lg font-semibold text-red-800 outline-none"
                : "text-lg font-semibold text-green-800 outline-none"
            }
          >
            {heading}
          </h2>
          <AppointmentDetails view={view} />
          {!cancelled && <p className="text-sm text-muted-foreground">{view.locationText}</p>}
          <div className="flex flex-col gap-3 sm:flex-row">
            {!cancelled && (
              <Button asChild variant="accent">
                <a href={view.calendarUrl} download="consultation.ics">
                  <CalendarPlusIcon aria-hidden="true" />
                  Download calendar file
                </a>
              </Button>
            )}
            {view.canReschedule && !confirming && !moving && (
              <Button type="button" variant="outline" onClick={() => setMoving(true)}>
                Reschedule
              </Button>
            )}
            {view.canCancel && !confirming && !moving && (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                Cancel appointment
              </Button>
            )}
            {cancelled && (
              <Button asChild>
                <Link to="/book">Book another time</Link>
              </Button>
            )}
          </div>
          {view.changeNotice && (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
            >
              {view.changeNotice}
            </p>
          )}
          {moving && (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading free times…</p>}>
              <RescheduleBooking
                view={view}
                token={token}
                onMoved={(moved) => {
                  queryClient.setQueryData(manage.queryKey, moved);
                  setMoving(false);
                  statusRef.current?.focus();
                }}
                onClose={() => setMoving(false)}
              />
            </Suspense>
          )}
          {confirming && (
            <div
              role="group"
              aria-labelledby="cancel-confirm-heading"
              className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
            >
              <h2
                id="cancel-confirm-heading"
                ref={confirmRef}
                tabIndex={-1}
                className="font-semibold text-red-900 outline-none"
              >
                Cancel this appointment?
              </h2>
              <p className="text-sm text-red-900">
                The time will be offered to others. You can book a new time afterwards.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button type="button" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                  {cancel.isPending ? "Cancelling..." : "Yes, cancel appointment"}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() => setConfirming(false)}
                >
                  Keep appointment
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

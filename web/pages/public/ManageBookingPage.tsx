import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { AppointmentDetails } from "../../components/booking/AppointmentDetails";
import {
  CancelConfirm,
  ManageActions,
  ManageBookingNotFound,
  statusHeading,
} from "../../components/booking/ManageBookingParts";
import { useCancelAppointment } from "../../components/booking/use-cancel-appointment";
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
  const statusRef = useRef<HTMLHeadingElement>(null);

  const cancel = useCancelAppointment(id, token, (view) => {
    queryClient.setQueryData(manage.queryKey, view);
    setConfirming(false);
  });

  const status = appointment.data?.status;
  useEffect(() => {
    if (status === "cancelled" && cancel.isSuccess) statusRef.current?.focus();
  }, [status, cancel.isSuccess]);

  const view = appointment.data;
  const cancelled = view?.status === "cancelled";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHead
        title={`Your Appointment | ${COMPANY.name}`}
        description="View, download, move or cancel your consultation."
        noIndex
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary">Your Appointment</h1>
      {(!token || appointment.isError) && <ManageBookingNotFound />}
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
            {statusHeading(view)}
          </h2>
          <AppointmentDetails view={view} />
          {!cancelled && <p className="text-sm text-muted-foreground">{view.locationText}</p>}
          <ManageActions
            view={view}
            choosing={!confirming && !moving}
            onReschedule={() => setMoving(true)}
            onCancel={() => setConfirming(true)}
          />
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
            <CancelConfirm
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate()}
              onKeep={() => setConfirming(false)}
            />
          )}
        </div>
      )}
    </section>
  );
}

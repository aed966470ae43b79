import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { COMPANY } from "#contract/company";
import { AlertFields, type AlertSettings, issuesByPath } from "../../components/job-alerts/AlertFields";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { ApiError, callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";

/** /job-alerts/manage/:token: the link in every alert; change the search or frequency, or unsubscribe. */
export default function JobAlertManagePage() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const manage = apiQuery("GET /api/job-alerts/manage/:token", { token });
  const alert = useQuery({ ...manage, retry: false });
  const [settings, setSettings] = useState<AlertSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (alert.data) setSettings({ filters: alert.data.filters, frequency: alert.data.frequency });
  }, [alert.data]);

  const save = useMutation({
    mutationFn: (body: AlertSettings) =>
      callApi("PUT /api/job-alerts/manage/:token", { params: { token }, body: { ...body } }),
    onSuccess: (view) => {
      queryClient.setQueryData(manage.queryKey, view);
      setErrors({});
      toast({ title: "Job alert saved" });
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? issuesByPath(error.issues) : {});
      toast({
        title: "Could not save",
        description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
        variant: "destructive",
      });
    },
  });
  const unsubscribe = useMutation({
    mutationFn: () => callApi("DELETE /api/job-alerts/manage/:token", { params: { token } }),
    onSuccess: (view) => {
      queryClient.setQueryData(manage.queryKey, view);
      setConfirming(false);
    },
    onError: () => toast({ title: "Could not unsubscribe", description: "Please try again.", variant: "destructive" }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (settings) save.mutate(settings);
  }

  const view = alert.data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHead title={`Your Job Alert | ${COMPANY.name}`} description="Change or stop your job alert." noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-primary">Your Job Alert</h1>
      {alert.isPending && <p className="mt-6 text-muted-foreground">Loading your job alert...</p>}
      {alert.isError && (
        <div role="alert" className="mt-6 space-y-3">
          <p>We could not find that job alert. Please use the link from one of our emails.</p>
          <Button asChild variant="outline">
            <Link to="/jobs">Browse jobs</Link>
          </Button>
        </div>
      )}
      {view && view.status === "unsubscribed" && (
        <div className="mt-6 space-y-3">
          <h2 role="status" className="text-lg font-semibold text-primary">
            You are unsubscribed. We will not email you jobs for this search.
          </h2>
          <Button asChild variant="outline">
            <Link to="/jobs">Browse jobs</Link>
          </Button>
        </div>
      )}
      {view && view.status !== "unsubscribed" && settings && (
        <form onSubmit={submit} className="mt-6 flex flex-col gap-5">
          <p className="text-muted-foreground">
            Alerts for <span className="font-medium text-foreground">{view.email}</span>
            {view.status === "pending" && " (waiting for you to confirm by the link in our email)"}.
          </p>
          <AlertFields value={settings} onChange={setSettings} errors={errors} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save changes"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              Unsubscribe
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unsubscribe from this job alert?"
        description="We will stop emailing you jobs for this search at once."
        confirmLabel="Unsubscribe"
        onConfirm={() => unsubscribe.mutate()}
        pending={unsubscribe.isPending}
      />
    </section>
  );
}

import { ApiError } from "../../../lib/api";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useJobPortals, useToggleJobPortal } from "./job-admin-queries";

/** The job portals with their active switch; feed-based ones link to the feed they read. */
export function PortalIntegrationPanel() {
  const portals = useJobPortals();
  const toggle = useToggleJobPortal();
  return (
    <section
      className="rounded-lg border border-border bg-white p-5 shadow-xs"
      aria-labelledby="portal-integration-heading"
    >
      <h2 id="portal-integration-heading" className="text-lg font-semibold text-primary">
        Portal Integration
      </h2>
      {portals.isPending && <p className="mt-3 text-sm text-muted-foreground">Loading portals...</p>}
      {portals.isError && <p className="mt-3 text-sm text-red-800">Portals could not be loaded.</p>}
      <ul className="mt-3 divide-y divide-border">
        {portals.data?.map((portal) => (
          <li key={portal.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">{portal.name}</p>
              <p className="text-xs text-muted-foreground">
                {portal.feedPath ? (
                  <a href={portal.feedPath} className="underline" target="_blank" rel="noreferrer">
                    {portal.feedPath}
                  </a>
                ) : (
                  "Not connected: no feed or API client yet"
                )}
              </p>
            </div>
            <Switch
              checked={portal.isActive}
              aria-label={`${portal.name} active`}
              disabled={toggle.isPending}
              onCheckedChange={(isActive) =>
                toggle.mutate(
                  { id: portal.id, isActive },
                  {
                    onSuccess: () => toast({ title: "Portal updated successfully!" }),
                    onError: (error) =>
                      toast({
                        title: "Error updating portal",
                        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
                        variant: "destructive",
                      }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { type BookingTypeView, type DateOverrideView, type TimeWindow, WEEKDAY_NAMES } from "#contract/availability";
import { formatPrice } from "#contract/booking";
import { ACTIONS_HEADER, AdminTable } from "../../components/admin/AdminTable";
import {
  OVERRIDES_PAGE_SIZE,
  TYPES_PAGE_SIZE,
  useBookingSettings,
  useBookingTypes,
  useDateOverrides,
  useDeleteDateOverride,
  useSaveBookingSettings,
} from "../../components/admin/availability/availability-queries";
import { dateText, windowsText } from "../../components/admin/availability/availability-text";
import { BookingTypeDialog } from "../../components/admin/availability/BookingTypeDialog";
import { FirmHoursPanel } from "../../components/admin/availability/FirmHoursPanel";
import { OverrideDialog } from "../../components/admin/availability/OverrideDialog";
import { OverridesTable } from "../../components/admin/availability/OverridesTable";
import { ListPager } from "../../components/admin/ListPager";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import {
  AVAILABILITY_PAGE,
  CAP_PANEL,
  LOCATION_LABELS,
  OVERRIDES_PANEL,
  TYPES_PANEL,
} from "../../content/availability";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** "Mon–Fri 09:00–17:00" when every open day has the same hours, else one line per day. */
function hoursText(type: BookingTypeView): string[] {
  if (type.hours.length === 0) return ["The firm's hours"];
  const byDay = new Map<number, TimeWindow[]>();
  for (const h of type.hours) byDay.set(h.dayOfWeek, [...(byDay.get(h.dayOfWeek) ?? []), h]);
  const lines = [...byDay].map(([day, windows]) => [WEEKDAY_NAMES[day]!.slice(0, 3), windowsText(windows)] as const);
  const same = lines.every(([, text]) => text === lines[0]![1]);
  return same && lines.length > 1
    ? [`${lines[0]![0]}–${lines.at(-1)![0]} ${lines[0]![1]}`]
    : lines.map(([day, text]) => `${day} ${text}`);
}

function rulesText(type: BookingTypeView): string {
  const parts = [
    `buffers ${type.bufferBefore}/${type.bufferAfter} min`,
    `notice ${type.minNoticeHours} h`,
    `${type.maxDaysAhead} days ahead`,
    type.dailyCap === null ? "no daily cap" : `at most ${type.dailyCap} a day`,
  ];
  return parts.join(" · ");
}

function failure(error: Error, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

function TypesPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const types = useBookingTypes(page);
  const [editing, setEditing] = useState<BookingTypeView | undefined>();
  const [open, setOpen] = useState(false);
  const rows = types.data?.rows ?? [];
  const edit = (type?: BookingTypeView) => {
    setEditing(type);
    setOpen(true);
  };
  return (
    <Panel
      id="booking-types"
      title={TYPES_PANEL.title}
      description={TYPES_PANEL.description}
      action={
        <Button onClick={() => edit()}>
          <Plus aria-hidden="true" />
          {TYPES_PANEL.add}
        </Button>
      }
    >
      <QueryStatus query={types} noun="booking types" />
      {types.data && (
        <AdminTable
          rows={rows}
          rowKey={(type) => type.id}
          minWidth="44rem"
          testId="booking-types"
          empty={TYPES_PANEL.empty}
          alignTop
          columns={[
            {
              header: "Type",
              cell: (type) => (
                <>
                  <div className="flex items-center gap-2 font-medium">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: type.color }}
                    />
                    {type.name}
                  </div>
                  <div className="text-muted-foreground">
                    {type.duration} min · {formatPrice(type.price)} ·{" "}
                    {type.locationOptions.map((l) => LOCATION_LABELS[l]).join(", ")}
                  </div>
                </>
              ),
            },
            { header: "Weekly hours", cell: (type) => hoursText(type).map((line) => <div key={line}>{line}</div>) },
            { header: "Rules", className: "text-muted-foreground", cell: (type) => rulesText(type) },
            {
              header: "Status",
              cell: (type) => (
                <div className="flex flex-wrap gap-1">
                  <Badge tone={type.isActive ? "green" : "neutral"}>{type.isActive ? "Offered" : "Switched off"}</Badge>
                  {type.needsConfirmation && <Badge tone="yellow">Needs confirmation</Badge>}
                </div>
              ),
            },
            {
              header: ACTIONS_HEADER,
              className: "text-right",
              cell: (type) => (
                <Button variant="outline" size="sm" onClick={() => edit(type)} aria-label={`Edit ${type.name}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {types.data && (
        <ListPager
          label="Booking type pages"
          testId="booking-types-range"
          page={page}
          pageSize={TYPES_PAGE_SIZE}
          shown={rows.length}
          total={types.data.total}
          onPage={onPage}
        />
      )}
      <BookingTypeDialog type={editing} open={open} onOpenChange={setOpen} />
    </Panel>
  );
}

function OverridesPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const overrides = useDateOverrides(page);
  // The dialog offers every type (the first page holds up to the largest page of types).
  const types = useBookingTypes(1);
  const remove = useDeleteDateOverride();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DateOverrideView | undefined>();
  const rows = overrides.data?.rows ?? [];

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Override deleted", description: dateText(deleting.date) });
        setDeleting(undefined);
      },
      onError: (error) =>
        toast({
          title: "Not deleted",
          description: failure(error, "The override could not be deleted."),
          variant: "destructive",
        }),
    });
  }

  return (
    <Panel
      id="date-overrides"
      title={OVERRIDES_PANEL.title}
      description={OVERRIDES_PANEL.description}
      action={
        <div className="flex flex-wrap gap-2">
          <RefreshButton onRefresh={() => void overrides.refetch()} refreshing={overrides.isFetching} />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {OVERRIDES_PANEL.add}
          </Button>
        </div>
      }
    >
      <QueryStatus query={overrides} noun="overrides" />
      {overrides.data && <OverridesTable rows={rows} onDelete={setDeleting} />}
      {overrides.data && (
        <ListPager
          label="Override pages"
          testId="date-overrides-range"
          page={page}
          pageSize={OVERRIDES_PAGE_SIZE}
          shown={rows.length}
          total={overrides.data.total}
          onPage={onPage}
        />
      )}
      <OverrideDialog types={types.data?.rows ?? []} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={OVERRIDES_PANEL.deleteTitle}
        description={
          deleting
            ? `${dateText(deleting.date)} (${deleting.bookingTypeName ?? "all types"}): ${OVERRIDES_PANEL.deleteDescription}`
            : ""
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Panel>
  );
}

function DailyCapPanel() {
  const settings = useBookingSettings();
  const save = useSaveBookingSettings();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (settings.data) setValue(settings.data.dailyCap === null ? "" : String(settings.data.dailyCap));
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const dailyCap = value.trim() === "" ? null : Number(value);
    if (dailyCap !== null && Number.isNaN(dailyCap)) {
      setError("Enter a number, or leave empty for no cap");
      return;
    }
    save.mutate(dailyCap, {
      onSuccess: (saved) => {
        setError(undefined);
        toast({
          title: "Daily cap saved",
          description: saved.dailyCap === null ? "No overall cap." : `At most ${saved.dailyCap} appointments a day.`,
        });
      },
      onError: (failed) => {
        const apiError = failed instanceof ApiError ? failed : undefined;
        setError(apiError?.issues?.[0]?.message ?? failure(failed, "The cap could not be saved."));
      },
    });
  }

  return (
    <Panel id="daily-cap" title={CAP_PANEL.title} description={CAP_PANEL.description}>
      <QueryStatus query={settings} noun="the daily cap" />
      {settings.data && (
        <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
          <Field label="Appointments a day, at most" error={error} className="w-56">
            {(p) => (
              <Input
                {...p}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="No cap"
              />
            )}
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save cap"}
          </Button>
        </form>
      )}
    </Panel>
  );
}

/**
 * /admin/availability: the firm's hours, booking types with their rules and own hours, date overrides and the
 * overall daily cap.
 * The pages of both lists live in the URL (?types=2&page=3).
 */
export default function AvailabilityPage() {
  const { params, page, apply } = useListParams(["types"]);
  const typesPage = Math.max(1, Number.parseInt(params.get("types") ?? "1", 10) || 1);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${AVAILABILITY_PAGE.title} | Admin Dashboard`} description={AVAILABILITY_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{AVAILABILITY_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{AVAILABILITY_PAGE.intro}</p>
      <div className="mt-6 flex flex-col gap-6">
        <TypesPanel page={typesPage} onPage={(next) => apply({ types: next > 1 ? String(next) : "", page })} />
        <OverridesPanel page={page} onPage={(next) => apply({ page: next })} />
        <FirmHoursPanel />
        <DailyCapPanel />
      </div>
    </div>
  );
}

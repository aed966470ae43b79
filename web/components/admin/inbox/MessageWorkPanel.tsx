import { MESSAGE_STATUSES, type MessageStatus } from "#contract/enums";
import { MESSAGE_STATUS_LABELS, type MessageDetail, type MessageUpdate } from "#contract/inbox";
import { ApiError } from "../../../lib/api";
import { Field, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useAssignees, useUpdateMessage } from "./inbox-queries";

/** Status and assignee of one message; each select saves as it changes, and both work from the keyboard. */
export function MessageWorkPanel({ message, className }: { message: MessageDetail; className?: string }) {
  const update = useUpdateMessage(message.id);
  const assignees = useAssignees();

  function save(change: MessageUpdate, done: string) {
    update.mutate(change, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({
          title: "Not saved",
          description:
            (error instanceof ApiError && error.serverMessage) || "The change could not be saved. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Panel id="work" title="Work this message" className={className}>
      <div className="mt-4 space-y-4">
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={message.status}
              disabled={update.isPending}
              onChange={(event) => {
                const status = event.target.value as MessageStatus;
                save({ status }, `Marked ${MESSAGE_STATUS_LABELS[status]}`);
              }}
            >
              {MESSAGE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {MESSAGE_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Assignee">
          {(p) => (
            <Select
              {...p}
              value={message.assignee?.id ?? ""}
              disabled={update.isPending}
              onChange={(event) => {
                const assigneeId = event.target.value || null;
                const name = assignees.data?.find((person) => person.id === assigneeId)?.name;
                save({ assigneeId }, name ? `Assigned to ${name}` : "Unassigned");
              }}
            >
              <option value="">Unassigned</option>
              {/* An assignee who is no longer active staff stays shown until someone else is chosen. */}
              {message.assignee && !assignees.data?.some((person) => person.id === message.assignee?.id) && (
                <option value={message.assignee.id}>{message.assignee.name}</option>
              )}
              {assignees.data?.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </Panel>
  );
}

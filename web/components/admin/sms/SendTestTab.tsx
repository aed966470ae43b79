import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { SMS_MESSAGE_TYPES, type SmsMessageType } from "#contract/enums";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Select, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { titleCase } from "../labels";
import { useSendSms } from "./sms-queries";

/** Send Test: a text to one number, allowed only while the service is active and only to a number that consented. */
export function SendTestTab({ canSend }: { canSend: boolean }) {
  const send = useSendSms();
  const [toNumber, setToNumber] = useState("");
  const [message, setMessage] = useState("");
  const [messageType, setMessageType] = useState<SmsMessageType>("follow_up");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!toNumber.trim() || !message.trim()) {
      toast({
        title: "Missing Information",
        description: "Please provide both phone number and message.",
        variant: "destructive",
      });
      return;
    }
    send.mutate(
      { toNumber: toNumber.trim(), message, messageType },
      {
        onSuccess: () => {
          toast({ title: "Message Sent" });
          setMessage("");
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: `Failed to send message: ${(error instanceof ApiError && (error.issues?.[0]?.message ?? error.serverMessage)) || error.message}`,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <section aria-labelledby="send-test-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="send-test-heading" className="text-lg font-semibold text-primary">
        Send Test
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Texts go only to numbers whose owner ticked the matching consent box on one of our forms, and never after a STOP
        reply.
      </p>
      <form className="mt-4 flex max-w-xl flex-col gap-4" onSubmit={submit} noValidate>
        <Field label="Phone number" hint="E.164, e.g. +13175550142">
          {(p) => (
            <Input
              {...p}
              type="tel"
              autoComplete="off"
              value={toNumber}
              onChange={(e) => setToNumber(e.target.value)}
            />
          )}
        </Field>
        <Field label="Message type">
          {(p) => (
            <Select {...p} value={messageType} onChange={(e) => setMessageType(e.target.value as SmsMessageType)}>
              {SMS_MESSAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {titleCase(type.replace(/_/g, " "))}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Message" hint={`${message.length} / 1600`}>
          {(p) => <Textarea {...p} value={message} maxLength={1600} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" disabled={!canSend || send.isPending}>
            <Send aria-hidden />
            {send.isPending ? "Sending..." : "Send"}
          </Button>
          {!canSend && (
            <p className="mt-2 text-sm text-muted-foreground">SMS service must be active to send messages</p>
          )}
        </div>
      </form>
    </section>
  );
}

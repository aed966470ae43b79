import { Copy, Download, Smartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { MfaSetup } from "#contract/staff-account";
import { TWO_FACTOR_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { FormFieldset } from "../../forms/FormFieldset";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import type { useEnableMfa } from "./account-queries";

const words = TWO_FACTOR_PANEL;

export function errorText(error: Error | null): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.issues?.[0]?.message ?? error.serverMessage;
}

/** The 6-digit code field, shared by enrolment and turning off. */
export function CodeForm({
  label,
  submit,
  pending,
  error,
  onSubmit,
  children,
}: {
  label: string;
  submit: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}) {
  const [code, setCode] = useState("");
  function send(event: FormEvent) {
    event.preventDefault();
    onSubmit(code.replace(/\s/g, ""));
  }
  return (
    <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={send} noValidate>
      <FormFieldset pending={pending}>
        <Field label={label} error={error}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {submit}
          </Button>
          {children}
        </div>
      </FormFieldset>
    </form>
  );
}

/** Copies `text`, saying so (or, where the browser refuses, how to copy it by hand). */
function copy(text: string, done: string) {
  navigator.clipboard.writeText(text).then(
    () => toast({ title: done }),
    () => toast({ title: words.copyFailed, variant: "destructive" }),
  );
}

/** The backup codes as a text file to download: a heading, then one code a line. */
function codesFileUrl(username: string, codes: string[]): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(`${[words.codesFileHeading(username), "", ...codes].join("\n")}\n`)}`;
}

/** The secret as the app shows keys: groups of four, easier to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** The ten backup codes, shown once: to copy or download, then Done. */
export function BackupCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  return (
    <div className="mt-4 rounded-md border border-yellow-300 bg-yellow-50 p-4" data-testid="backup-codes">
      <h3 className="font-semibold text-primary">{words.backupTitle}</h3>
      <p className="mt-1 text-sm">{words.backupText}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => copy(codes.join("\n"), words.codesCopied)}>
          <Copy aria-hidden />
          {words.copyCodes}
        </Button>
        <Button asChild variant="outline">
          <a href={codesFileUrl(username, codes)} download={words.codesFile}>
            <Download aria-hidden />
            {words.downloadCodes}
          </a>
        </Button>
        <Button onClick={onDone}>{words.backupDone}</Button>
      </div>
    </div>
  );
}

/**
 * Setting up: the QR code as an image whose text alternative carries the secret; on a phone, the `otpauth://` link
 * that opens the app and the key to copy; a first code to confirm.
 */
export function MfaEnrolment({
  setup,
  enable,
  onCancel,
  onEnabled,
}: {
  setup: MfaSetup;
  /** The panel's, so its last error stays after Cancel and a new start, as the code field's. */
  enable: ReturnType<typeof useEnableMfa>;
  onCancel: () => void;
  onEnabled: (backupCodes: string[]) => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={words.qrAlt(setup.secret)}
        width={200}
        height={200}
        className="size-48 shrink-0 rounded-md border border-border bg-white sm:size-52"
        data-testid="mfa-qr"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm">{words.scan}</p>
        <a
          href={setup.uri}
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
          data-testid="mfa-app-link"
        >
          <Smartphone className="size-4 shrink-0" aria-hidden />
          {words.openApp}
        </a>
        <p className="mt-3 text-sm text-muted-foreground">{words.manual}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="font-mono text-sm break-words" data-testid="mfa-secret">
            {grouped(setup.secret)}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => copy(setup.secret, words.keyCopied)}>
            <Copy aria-hidden />
            {words.copyKey}
          </Button>
        </div>
        <CodeForm
          label={words.code}
          submit={words.confirm}
          pending={enable.isPending}
          error={errorText(enable.error)}
          onSubmit={(code) =>
            enable.mutate(code, {
              onSuccess: ({ backupCodes: codes }) => {
                onEnabled(codes);
                toast({ title: words.enabled, description: words.enabledText });
              },
            })
          }
        >
          <Button type="button" variant="outline" onClick={onCancel}>
            {words.cancel}
          </Button>
        </CodeForm>
      </div>
    </div>
  );
}

import { useState } from "react";
import type { MfaSetup } from "#contract/staff-account";
import { TWO_FACTOR_PANEL } from "../../../content/account";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { refreshAccount, useDisableMfa, useEnableMfa, useStartMfaSetup } from "./account-queries";
import { BackupCodes, CodeForm, errorText, MfaEnrolment } from "./TwoFactorParts";

const words = TWO_FACTOR_PANEL;

/**
 * Two-factor sign-in: set up (QR code as an image whose text alternative carries the secret; on a phone, the
 * `otpauth://` link that opens the app and the key to copy; a first code to confirm), the ten backup codes shown
 * once (to copy or download), and turning it off with a current code.
 */
export function TwoFactorPanel({ enabled, username }: { enabled: boolean; username: string }) {
  const setup = useStartMfaSetup();
  const enable = useEnableMfa();
  const disable = useDisableMfa();
  const [pending, setPending] = useState<MfaSetup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  const status = (
    <Badge tone={enabled || backupCodes ? "green" : "neutral"}>{enabled || backupCodes ? words.on : words.off}</Badge>
  );

  if (backupCodes) {
    return (
      <Panel id="two-factor" title={words.title} action={status}>
        <BackupCodes
          codes={backupCodes}
          username={username}
          onDone={() => {
            setBackupCodes(null);
            refreshAccount();
          }}
        />
      </Panel>
    );
  }

  if (enabled) {
    return (
      <Panel id="two-factor" title={words.title} description={words.descriptionOn} action={status}>
        <CodeForm
          label={words.disableCode}
          submit={words.disable}
          pending={disable.isPending}
          error={errorText(disable.error)}
          onSubmit={(code) => disable.mutate(code, { onSuccess: () => toast({ title: words.disabled }) })}
        />
      </Panel>
    );
  }

  return (
    <Panel id="two-factor" title={words.title} description={words.descriptionOff} action={status}>
      {pending ? (
        <MfaEnrolment
          setup={pending}
          enable={enable}
          onCancel={() => setPending(null)}
          onEnabled={(codes) => {
            setPending(null);
            setBackupCodes(codes);
          }}
        />
      ) : (
        <Button
          className="mt-4"
          disabled={setup.isPending}
          onClick={() =>
            setup.mutate(undefined, {
              onSuccess: setPending,
              onError: (error) =>
                toast({
                  title: "Two-factor sign-in could not be set up",
                  description: errorText(error) ?? "Please try again.",
                  variant: "destructive",
                }),
            })
          }
        >
          {words.start}
        </Button>
      )}
    </Panel>
  );
}

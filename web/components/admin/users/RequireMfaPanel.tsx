import { useId, useState } from "react";
import { Link } from "react-router";
import { ACCOUNT_PAGE, USER_SECURITY } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { ConfirmDialog } from "../../ui/dialog";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useSaveSecuritySettings, useSecuritySettings } from "../account/account-queries";

/**
 * "Require two-factor sign-in for all staff", the Users screen's one setting (admins only, like the screen). Turning
 * it on asks first, naming who has not enrolled: they are stopped at the set-up page until they do. An admin who has
 * not enrolled is told to first (the Worker refuses them, 409 mfa_enrolment_first: they would lock themselves out).
 */
export function RequireMfaPanel() {
  const id = useId();
  const settings = useSecuritySettings(true);
  const save = useSaveSecuritySettings();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const session = useSession();
  const selfUnenrolled = session.status === "signed-in" && !session.user.mfaEnabled;
  const unenrolled = settings.data?.unenrolled;

  function apply(requireMfa: boolean) {
    setRefusal(undefined);
    save.mutate(requireMfa, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: requireMfa ? USER_SECURITY.requireOn : USER_SECURITY.requireOff });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.code === "mfa_enrolment_first") {
          setRefusal(error.serverMessage ?? USER_SECURITY.enrolFirst);
          return;
        }
        toast({
          title: "Setting not saved",
          description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
          variant: "destructive",
        });
      },
    });
  }

  return (
    <section
      className="mt-6 flex items-start gap-4 rounded-lg border border-border bg-white p-4 sm:p-6"
      aria-labelledby={`${id}-label`}
    >
      <Switch
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        checked={settings.data?.requireMfa ?? false}
        disabled={!settings.data || save.isPending}
        onCheckedChange={(requireMfa) => (requireMfa ? setConfirming(true) : apply(false))}
        className="mt-0.5"
      />
      <div>
        <label id={`${id}-label`} htmlFor={id} className="font-semibold text-primary">
          {USER_SECURITY.requireTitle}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm text-muted-foreground">
          {USER_SECURITY.requireText}
        </p>
        {(refusal || (selfUnenrolled && !settings.data?.requireMfa)) && (
          <p
            role={refusal ? "alert" : undefined}
            data-testid="require-mfa-enrol-first"
            className="mt-2 text-sm text-yellow-900"
          >
            {refusal ?? USER_SECURITY.enrolFirst}{" "}
            <Link to={`${ACCOUNT_PAGE.path}#two-factor-heading`} className="font-medium underline underline-offset-4">
              {USER_SECURITY.enrolLink}
            </Link>
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={USER_SECURITY.confirmTitle}
        description={
          unenrolled && unenrolled.total > 0
            ? USER_SECURITY.confirmSome(unenrolled.total, unenrolled.usernames)
            : USER_SECURITY.confirmNobody
        }
        confirmLabel={USER_SECURITY.confirmLabel}
        pending={save.isPending}
        onConfirm={() => apply(true)}
      />
    </section>
  );
}

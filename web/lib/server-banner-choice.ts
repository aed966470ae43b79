import { ALL_COOKIES, type CookieConsent, ESSENTIAL_ONLY } from "#contract/cookie-consent";
import { saveConsent } from "./consent";
import { SERVER_BANNER_ID } from "./server-banner";

/**
 * A choice made in the banner the Worker put in the page, saved like the live banner's, and the banner gone (loaded
 * on that choice, not with the page: web/components/layout/PublicLayout.tsx). The form's fields are the ones the
 * Worker reads when it posts without scripts: the button's `choice` (all, essential or custom) and, for custom, the
 * categories ticked.
 */
export function saveServerBannerChoice(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const choice = submitter?.getAttribute("value");
  const fields = new FormData(form);
  const ticked = (name: string) => fields.get(name) === "on";
  const consent: CookieConsent =
    choice === "all"
      ? ALL_COOKIES
      : choice === "essential"
        ? ESSENTIAL_ONLY
        : {
            essential: true,
            analytics: ticked("analytics"),
            functional: ticked("functional"),
            marketing: ticked("marketing"),
          };
  saveConsent(consent);
  document.getElementById(SERVER_BANNER_ID)?.remove();
}

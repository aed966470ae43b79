import type { SessionRequirement } from "#contract/account-rules";
import {
  EMAIL_CHANGE_LINK_HOURS,
  NEW_PASSWORD_MIN,
  NEW_PASSWORD_MIN_WITH_MFA,
  TRUSTED_BROWSER_DAYS,
} from "#contract/account-rules";

/** The words of /admin/account (one's password, two-factor sign-in and sessions) and of sign-in's second step. */

export const ACCOUNT_PAGE = {
  path: "/admin/account",
  title: "My Account",
  intro: "Your name and signature, password, email address, two-factor sign-in and where you are signed in.",
  menuLabel: "My account",
  signIn: {
    codeIntro: "Two-factor sign-in is on for this account. Enter the 6-digit code your authenticator app shows.",
    codeLabel: "Authentication code",
    backupIntro: "Enter one of the backup codes you saved when you set up two-factor sign-in. Each works once.",
    backupLabel: "Backup code",
    verify: "Verify",
    useBackup: "Use a backup code instead",
    useApp: "Use the authenticator app instead",
    trustBrowser: `Trust this browser for ${TRUSTED_BROWSER_DAYS} days`,
    trustBrowserHint:
      "Signing in here then needs only your password. Only on a computer or phone that is yours; you can revoke it on your account page.",
  },
} as const;

/** Why the back office sent the user here, shown at the top of the page until it is done. */
export const REQUIREMENT_NOTICES: Readonly<Record<SessionRequirement, { title: string; text: string }>> = {
  password_change_required: {
    title: "Choose a new password",
    text: "An administrator set a temporary password for you. Choose your own below before using the back office.",
  },
  mfa_enrolment_required: {
    title: "Set up two-factor sign-in",
    text: "Two-factor sign-in is required for all staff. Set it up below with an authenticator app before using the back office.",
  },
};

export const PASSWORD_PANEL = {
  title: "Password",
  description: "Changing it signs you out everywhere else.",
  current: "Current password",
  next: "New password",
  hint: (mfaEnabled: boolean) =>
    mfaEnabled
      ? `At least ${NEW_PASSWORD_MIN_WITH_MFA} characters. A few unrelated words make a strong one; common passwords and patterns such as aaaa or 1234 are refused.`
      : `At least ${NEW_PASSWORD_MIN} characters (${NEW_PASSWORD_MIN_WITH_MFA} once two-factor sign-in is on). A few unrelated words make a strong one; common passwords and patterns such as aaaa or 1234 are refused.`,
  submit: "Change password",
  done: "Password changed",
  doneText: "Your other sessions were signed out.",
} as const;

export const PROFILE_PANEL = {
  title: "Name and signature",
  description:
    "How candidates and clients know you: {{recruiter.name}} in an email is your full name, and your signature goes under every email you send them.",
  fullName: "Full name",
  fullNameHint: "Leave empty to use your username.",
  signature: "Email signature",
  signatureHint: "Plain text, up to 10 lines: your title, phone, the firm. Leave empty for none.",
  submit: "Save name and signature",
  saved: "Name and signature saved",
  failed: "Not saved",
};

export const EMAIL_PANEL = {
  title: "Email address",
  description: "Password resets and the notifications you choose go to this address.",
  current: "Your address:",
  none: "Your account has no email address yet.",
  newEmail: "New email address",
  current_password: "Current password",
  code: "Code from your authenticator app",
  hint: `We email a link to the new address; it becomes your address once the link is opened (within ${EMAIL_CHANGE_LINK_HOURS} hours). Your current address is told of the change.`,
  submit: "Send confirmation link",
  sent: (address: string) => `We sent a link to ${address}`,
  sentText: "Open it to confirm the new address. Until then your current address stays.",
  pending: (address: string) => `We sent a link to ${address}.`,
  pendingText: (current: string | null) =>
    `Open it to make it your address. Until then ${current ?? "your account has no address: nothing"} receives your password resets and notifications. Asking for another address replaces this link.`,
} as const;

export const TWO_FACTOR_PANEL = {
  title: "Two-factor sign-in",
  on: "On",
  off: "Off",
  descriptionOn: "Signing in asks for a code from your authenticator app after your password.",
  descriptionOff:
    "Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password ...) to your password.",
  start: "Set up two-factor sign-in",
  scan: "Scan this QR code with your authenticator app, then enter the 6-digit code it shows. Turning it on signs you out of your other sessions (other browsers and devices); this one stays signed in.",
  qrAlt: (secret: string) => `QR code for your authenticator app. Secret key: ${secret}`,
  openApp: "On this phone? Open it in your authenticator app",
  manual: "Cannot scan it? Enter this key in the app instead:",
  copyKey: "Copy key",
  keyCopied: "Key copied",
  code: "Code from the app",
  confirm: "Turn on",
  cancel: "Cancel",
  backupTitle: "Save your backup codes",
  backupText:
    "If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they are shown only now.",
  backupDone: "I have saved them",
  copyCodes: "Copy codes",
  codesCopied: "Backup codes copied",
  downloadCodes: "Download as .txt",
  codesFile: "backup-codes.txt",
  codesFileHeading: (username: string) =>
    `Two-factor backup codes of the back-office account "${username}". Each signs in once instead of a code from the app.`,
  copyFailed: "Could not copy: select the text and copy it instead.",
  enabled: "Two-factor sign-in is on",
  enabledText: "Your other sessions were signed out.",
  disableCode: "Current code from the app",
  disable: "Turn off",
  disabled: "Two-factor sign-in is off",
} as const;

export const SESSIONS_PANEL = {
  title: "Where you are signed in",
  description: "Sessions end after an hour without use, and eight hours after sign-in in any case.",
  signOut: "Sign out",
  signOutOthers: "Sign out everywhere else",
  signedOut: "Session signed out",
  othersSignedOut: (count: number) => `${count} other ${count === 1 ? "session" : "sessions"} signed out`,
  current: "This browser",
  unknownBrowser: "Unknown browser",
  empty: "No sessions.",
} as const;

export const TRUSTED_BROWSERS_PANEL = {
  title: "Trusted browsers",
  description: `Browsers where you ticked "Trust this browser" at sign-in: there your password alone signs you in, for ${TRUSTED_BROWSER_DAYS} days. Changing or resetting your password, or turning two-factor off, ends them all.`,
  browser: "Browser",
  trusted: "Trusted",
  lastUsed: "Last used",
  until: "Until",
  revoke: "Revoke",
  revokeAll: "Revoke all",
  revoked: "Browser no longer trusted: it asks for a code at its next sign-in",
  allRevoked: (count: number) => `${count} ${count === 1 ? "browser" : "browsers"} no longer trusted`,
  failed: "Not revoked",
  unknownBrowser: "Unknown browser",
  empty: "No trusted browsers.",
} as const;

/** The Users screen's security controls. */
export const USER_SECURITY = {
  requireTitle: "Require two-factor sign-in for all staff",
  requireText: "Anyone without it is sent to set it up before any back-office page opens, you included.",
  requireOn: "Two-factor sign-in is now required for all staff",
  requireOff: "Two-factor sign-in is no longer required",
  confirmTitle: "Require two-factor sign-in for everyone?",
  confirmNobody: "Every active staff member has set it up already, so nobody is stopped.",
  confirmSome: (total: number, names: string[]) =>
    `${total} active staff ${total === 1 ? "member has" : "members have"} not set it up yet and will be sent to set it up before any back-office page opens: ${names.join(", ")}${total > names.length ? ` and ${total - names.length} more` : ""}.`,
  confirmLabel: "Require it",
  enrolFirst:
    "Set up two-factor sign-in for your own account first: requiring it for everyone would otherwise lock you out of this screen.",
  enrolLink: "Set up two-factor sign-in",
  resetTitle: (username: string) => `Reset the password of ${username}`,
  resetText:
    "Set a temporary password and tell it to them another way. They must choose their own at the next sign-in, and every session of theirs ends now. Two-factor sign-in, if on, stays on.",
  resetSubmit: "Reset password",
  resetDone: "Password reset",
  endSessions: "End sessions",
  endSessionsTitle: (username: string) => `End every session of ${username}`,
  endSessionsText: "They are signed out everywhere at once and must sign in again.",
} as const;

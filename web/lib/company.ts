import { COMPANY } from "#contract/company";

/**
 * The "over N years" claim, derived from the founding year so it never goes stale: N is the largest multiple of
 * five strictly below the firm's age (28 years old reads "over 25", 30 reads "over 25", 31 reads "over 30").
 */
export function yearsInBusiness(now: Date = new Date()): number {
  const age = now.getFullYear() - COMPANY.foundedYear;
  return Math.max(5, Math.floor((age - 1) / 5) * 5);
}

/** The office address on one line: "11711 N Meridian St, Suite 400, Carmel, IN 46032". */
export function addressLine(): string {
  const { street, city, region, postalCode } = COMPANY.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** A `tel:` link for the firm's US phone number, e.g. "tel:+13175550142". */
export function phoneHref(): string {
  return `tel:+1${COMPANY.phone.replace(/\D/g, "")}`;
}

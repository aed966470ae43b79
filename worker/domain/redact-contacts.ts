/**
 * A resume's text with the ways to reach the candidate taken out (decision 084): email addresses, phone numbers and
 * street addresses become "[email removed]", "[phone removed]" and "[address removed]". It is what a client reads on
 * the client portal, so it errs on the side of removing: a number that looks like a phone goes, while the ordinary numbers
 * of a resume (years, date ranges, salaries, head counts) and a city without a street stay.
 */

export const REMOVED = { email: "[email removed]", phone: "[phone removed]", address: "[address removed]" } as const;

/** What the firm holds for the candidate, removed however the resume writes it (the patterns below catch most). */
export interface KnownContacts {
  emails?: readonly string[];
  phones?: readonly string[];
}

/** Each part bounded (a local part is at most 64 characters, a label 63), so a long run of letters costs little. */
const EMAIL = /[\p{L}\p{N}._%+'-]{1,64} ?@ ?[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}/gu;
/** "ann [at] example [dot] com", "ann(at)example.com": written so that robots miss it, not people. */
const SPELLED_EMAIL = /[\w.+-]{1,64} ?[[(]at[\])] ?[\w-]{1,63}(?: ?(?:\.|[[(]dot[\])]) ?[\w-]{1,63}){1,8}/gi;

/** Not inside a longer number or word, nor after a currency sign or a thousands separator. */
const START = String.raw`(?<![\w$€£.,/+-])`;
const END = String.raw`(?![\w/-]|[.,]\d)`;
/** After a label ("Phone:", "Mobile (UK)", "T:"), any run of 7 to 15 digits is a phone, whatever its shape. */
const LABELLED = new RegExp(
  String.raw`(\b(?:phone|tel|telephone|mobile|mob|cell|cellular|whats ?app|fax|ph)\b\.?(?: ?\([^)\n\d]{1,20}\))? ?[:.#-]? ?|\b[TMPCHW] ?: ?)(\+?\(?\d[\d ().-]{5,24}\d)${END}`,
  "gi",
);
/**
 * "+44 20 7946 0958", "+49 (0)30 1234567", "+1 (317) 555-0123", "+13175550123". Groups after the first are split by
 * a separator or a parenthesis, never by nothing, so a long run of digits is read one way only.
 */
const INTERNATIONAL = new RegExp(
  String.raw`(?<![\w+])\+ ?\d{1,15}(?:[ .\-/]?\(\d{1,4}\)|[ .\-/]\d{1,8}|(?<=\))\d{1,8}){0,6}${END}`,
  "g",
);
/** "(317) 555-0123", "317.555.0123", "1-800-555-0199". */
const NORTH_AMERICAN = new RegExp(
  String.raw`${START}(?:1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-]?)\d{3}[ .-]\d{4}${END}`,
  "g",
);
/** Ten digits in a row ("3175550123"), eleven with the leading 1. */
const BARE_TEN = new RegExp(String.raw`${START}1?[2-9]\d{9}${END}`, "g");
/** A national number with its trunk 0 ("020 7946 0958", "06 12 34 56 78", "00 44 20 7946 0958"). */
const TRUNK_ZERO = new RegExp(String.raw`${START}0\d{1,4}(?:[ .-]\d{2,8}){1,4}${END}`, "g");

const CITY = `(?:[A-Z][A-Za-z.'-]*[ ]){0,3}[A-Z][A-Za-z.'-]*`;
/** A city with its US ZIP ("Indianapolis, IN 46204") or UK postcode ("London SW1A 2AA"); a city alone stays. */
const CITY_AND_CODE = String.raw`(?:(?:, ?| ?\n| )${CITY},? (?:[A-Z]{2}|[A-Z][a-z]+) \d{5}(?:-\d{4})?|(?:, ?| ?\n| )(?:${CITY},? )?[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b)?`;
const DIRECTION = `(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)`;
const STREET_WORD = String.raw`(?:[A-Z][A-Za-z'.-]*|\d+(?:st|nd|rd|th))`;
const SUFFIX = `(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Close|Crescent|Gardens|Mews|Row|Pike|Plaza|Loop)`;
const UNIT = String.raw`(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Floor|Fl|Room|Rm)\.? ?#?[A-Za-z0-9-]+|,? #[A-Za-z0-9-]+)?`;
/**
 * "1200 N. Meridian Street, Suite 400, Indianapolis, IN 46204". The street must end its phrase (a comma, a line's
 * end, a separator): "won 2 Supreme Court cases" and "3 First Place awards" are not addresses.
 */
const STREET = new RegExp(
  String.raw`\b\d{1,6}[A-Za-z]?(?:-\d{1,4})? (?:${DIRECTION}\.? )?(?:${STREET_WORD} ){1,4}${SUFFIX}\b\.?(?: ${DIRECTION}\b\.?)?${UNIT}${CITY_AND_CODE}(?=[ ]*(?:$|[,;|•·()\n–—]|\.(?:\s|$)|-\s))`,
  "gm",
);
const PO_BOX = new RegExp(String.raw`\b(?:P\.? ?O\.? ?Box|Post Office Box) ?\d+${CITY_AND_CODE}`, "gi");
/** "Hauptstraße 5, 10115 Berlin"; "12 rue de la Paix". */
const GERMAN_STREET =
  /\b\p{Lu}[\p{L}-]{0,40}(?:straße|strasse|str\.|gasse|allee|platz|weg) \d{1,4}[a-z]?\b(?:,? \d{5} \p{Lu}\p{L}+)?/gu;
const FRENCH_STREET = /\b\d{1,4}(?: bis| ter)?,? (?:rue|avenue|boulevard|bd|chemin|allée|impasse|quai) [^\n,]{2,40}/gu;

function digitCount(text: string): number {
  return text.replace(/\D/g, "").length;
}

function phoneIf(min: number, max: number) {
  return (match: string) => {
    const digits = digitCount(match);
    return digits >= min && digits <= max ? REMOVED.phone : match;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The candidate's own number however it is spaced: its last ten digits, any separators, any country code. */
function knownPhone(phone: string): RegExp | undefined {
  const digits = phone.replace(/\D/g, "").slice(-10);
  if (digits.length < 7) return undefined;
  return new RegExp(String.raw`(?<!\d)(?:\+ ?\d{1,3}[ .-]?)?\(?${[...digits].join("[ ().-]{0,3}")}(?!\d)`, "g");
}

/**
 * The text with every email address, phone number and street address replaced by its REMOVED marker.
 *
 * @example redactContactDetails("Ann Lee, ann@example.com, (317) 555-0123") // "Ann Lee, [email removed], [phone removed]"
 */
export function redactContactDetails(text: string, known: KnownContacts = {}): string {
  let out = text;
  for (const email of known.emails ?? []) {
    if (email.trim()) out = out.replace(new RegExp(escapeRegExp(email.trim()), "gi"), REMOVED.email);
  }
  out = out.replace(EMAIL, REMOVED.email).replace(SPELLED_EMAIL, REMOVED.email);
  for (const phone of known.phones ?? []) {
    const pattern = knownPhone(phone);
    if (pattern) out = out.replace(pattern, REMOVED.phone);
  }
  out = out
    .replace(LABELLED, (match, label: string, number: string) => {
      const digits = digitCount(number);
      return digits >= 7 && digits <= 15 ? `${label}${REMOVED.phone}` : match;
    })
    .replace(INTERNATIONAL, phoneIf(7, 15))
    .replace(NORTH_AMERICAN, REMOVED.phone)
    .replace(BARE_TEN, REMOVED.phone)
    .replace(TRUNK_ZERO, phoneIf(9, 15));
  return out
    .replace(STREET, REMOVED.address)
    .replace(PO_BOX, REMOVED.address)
    .replace(GERMAN_STREET, REMOVED.address)
    .replace(FRENCH_STREET, REMOVED.address);
}

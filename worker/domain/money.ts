/**
 * Money and hours as integers (issue 48): amounts in cents, hours in hundredths of an hour (decision 100), and the
 * one rounding rule every computed amount goes through: half up to the cent, a half cent away from zero.
 */

/** `numerator / denominator` rounded half up (a half away from zero); both integers, the denominator positive. */
export function roundHalfUp(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  // `|| 0` keeps a negative numerator that rounds to nothing from answering -0.
  return numerator < 0 ? -magnitude || 0 : magnitude;
}

/**
 * The amount of a line: hours (hundredths) x a rate (cents per hour), rounded once.
 *
 * @example lineAmountCents(750, 3333) // 24998: 7.5 h x $33.33 = $249.975, half up to $249.98
 */
export function lineAmountCents(hundredths: number, centsPerHour: number): number {
  return roundHalfUp(hundredths * centsPerHour, 100);
}

/**
 * A rate times a multiplier (overtime's 1.5), rounded to the cent so an invoice's quantity x rate is its amount. The
 * multiplier is read to the thousandth, so the product is of two integers. Half up never pays below the multiple.
 *
 * @example multipliedRateCents(3333, 1.5) // 5000: $33.33 x 1.5 = $49.995, half up to $50.00
 */
export function multipliedRateCents(centsPerHour: number, multiplier: number): number {
  return roundHalfUp(centsPerHour * Math.round(multiplier * 1000), 1000);
}

/** Hours as typed (7.5) in hundredths (750), or null when they have more than two decimals. */
export function hundredthsOf(hours: number): number | null {
  const hundredths = Math.round(hours * 100);
  return Math.abs(hours * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/** Hundredths (cents, or hundredths of an hour) as a decimal with two places: 24998 is "249.98", -5 is "-0.05". */
export function twoDecimals(hundredths: number): string {
  const whole = Math.floor(Math.abs(hundredths) / 100);
  const part = String(Math.abs(hundredths) % 100).padStart(2, "0");
  return `${hundredths < 0 ? "-" : ""}${whole}.${part}`;
}

/** Hours in hundredths as a person writes them: 800 is "8", 750 is "7.5", 725 is "7.25". */
export function hoursInWords(hundredths: number): string {
  return String(hundredths / 100);
}

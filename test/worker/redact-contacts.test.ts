import { describe, expect, it } from "vitest";
import { REMOVED, redactContactDetails } from "../../worker/domain/redact-contacts";

/** The client copy of a resume (issue "A working day without workarounds" item 3, decision 084). */

const E = REMOVED.email;
const P = REMOVED.phone;
const A = REMOVED.address;

describe("redactContactDetails", () => {
  it("removes email addresses, however they are written", () => {
    for (const [text, expected] of [
      ["priya.raman@example.com", E],
      ["Email: priya_raman+jobs@mail.example.co.uk | LinkedIn", `Email: ${E} | LinkedIn`],
      ["mailto:Priya.Raman@Example.COM.", `mailto:${E}.`],
      ["priya @ example.com", E],
      ["josé.núñez@correo.example.es", E],
      ["priya [at] example [dot] com", E],
      ["priya(at)example.com", E],
    ]) {
      expect(redactContactDetails(text!), text).toBe(expected);
    }
  });

  it("removes US phone numbers in their usual shapes", () => {
    for (const [text, expected] of [
      ["(317) 555-0123", P],
      ["317-555-0123", P],
      ["317.555.0123", P],
      ["317 555 0123", P],
      ["(317)555-0123", P],
      ["1-800-555-0199", P],
      ["+1 (317) 555-0123", P],
      ["+13175550123", P],
      ["3175550123", P],
      ["Indianapolis, IN · 317-555-0123 · priya@example.com", `Indianapolis, IN · ${P} · ${E}`],
      ["Phone: 555-0123", `Phone: ${P}`],
      ["Cell (317) 555 0123.", `Cell ${P}.`],
      ["M: 317 5550 123", `M: ${P}`],
    ]) {
      expect(redactContactDetails(text!), text).toBe(expected);
    }
  });

  it("removes international phone numbers, with or without the country code", () => {
    for (const [text, expected] of [
      ["+44 20 7946 0958", P],
      ["+44 (0)20 7946 0958", P],
      ["+49 (0)30 1234567", P],
      ["+33 1 23 45 67 89", P],
      ["+91 98765 43210", P],
      ["+61-2-9876-5432", P],
      ["+971 4 123 4567", P],
      ["020 7946 0958", P],
      ["06 12 34 56 78", P],
      ["00 44 20 7946 0958", P],
      ["030 1234567", P],
      ["Tel. (Germany): 030 1234567", `Tel. (Germany): ${P}`],
      ["WhatsApp +55 11 91234-5678", `WhatsApp ${P}`],
    ]) {
      expect(redactContactDetails(text!), text).toBe(expected);
    }
  });

  it("removes street addresses, with the city's ZIP or postcode but not a city alone", () => {
    for (const [text, expected] of [
      ["1200 N. Meridian Street, Suite 400, Indianapolis, IN 46204", A],
      ["42 Oak Ave", A],
      ["42 Oak Ave\nIndianapolis, IN 46204", A],
      ["742 Evergreen Terrace, Springfield", `${A}, Springfield`],
      ["15 West 44th St Apt 5B, New York, NY 10036-1234", A],
      ["350 Fifth Avenue #3402 | New York, NY", `${A} | New York, NY`],
      ["10 Downing Street, London SW1A 2AA", A],
      ["221B Baker Street", A],
      ["P.O. Box 1234, Carmel, IN 46032", A],
      ["Hauptstraße 5, 10115 Berlin", A],
      ["12 rue de la Paix, Paris", `${A}, Paris`],
      ["Address: 9 Elm Dr.\nObjective", `Address: ${A}\nObjective`],
    ]) {
      expect(redactContactDetails(text!), text).toBe(expected);
    }
  });

  it("keeps the ordinary text of a resume: years, date ranges, salaries, counts, cities without a street", () => {
    const ordinary = [
      "Controller, Globex Corporation, 2019-2023",
      "Senior Accountant 2015 - 2019; Staff Accountant 2012–2015",
      "Jan 2019 – Present",
      "Closed the books in 4 days; cut the close from 12 days in 2021.",
      "Salary expectation: $120,000 - $150,000 (USD 135000 mid-point)",
      "Managed a $300M budget and 1,200 employees across 14 plants; grew revenue 15% to €2.5M.",
      "Indianapolis, IN",
      "Chicago, Illinois",
      "Based in London, UK; open to relocation to Berlin or Paris.",
      "Dates: 2019-03-15 to 03/15/2023, 15.03.2019, 01.05.2019",
      "Won 2 Supreme Court cases and 3 First Place awards",
      "In 2019 Main Street Bank hired me as its CFO",
      "CPA license no. 12345, GPA 3.9, ISO 9001:2015, SAP S/4HANA, Excel 365",
      "Reduced DSO from 45 to 32 days; 2020 2021 2022",
      "Part-time 2010-2011 and 2012-2014",
      "Q3 2021: +15% margin, +3 points",
      "Hiring 5 engineers at Hauptstraße GmbH",
      "Ph.D. 2019, M.S. 2015, B.S. 2011",
      "Grew from 300 to 450 clients in 2018 and 2019",
    ];
    for (const text of ordinary) expect(redactContactDetails(text), text).toBe(text);
  });

  it("removes the candidate's own email and phone however the resume spaces them", () => {
    const text =
      "Priya Raman\nP R I Y A . R A M A N @ E X A M P L E . C O M is not one; (317) 5550-123 and PRIYA.RAMAN@EXAMPLE.COM";
    expect(redactContactDetails(text, { emails: ["priya.raman@example.com"], phones: ["+13175550123"] })).toBe(
      `Priya Raman\nP R I Y A . R A M A N @ E X A M P L E . C O M is not one; ${P} and ${E}`,
    );
    expect(redactContactDetails("call 317 55 50 12 3", { phones: ["(317) 555-0123"] })).toBe(`call ${P}`);
  });

  it("reads a resume's worth of long runs (letters, digits, plus signs) in one pass, changing none of them", () => {
    // Each pattern's repeats are bounded or unambiguous: text like this would take quadratic time otherwise.
    const runs = ["a".repeat(50_000), `+${"1".repeat(20_000)}x`, `${"Abc".repeat(10_000)}straßex`].join(" ");
    expect(redactContactDetails(runs)).toBe(runs);
  });

  it("redacts a whole resume header and leaves its body", () => {
    const resume = [
      "PRIYA RAMAN",
      "1200 N. Meridian Street, Apt 4B, Indianapolis, IN 46204 | (317) 555-0123 | priya.raman@example.com",
      "Assistant Controller, Contoso (2019-2023)",
      "Led a team of 12; saved $1.2M a year.",
    ].join("\n");
    expect(redactContactDetails(resume)).toBe(
      [
        "PRIYA RAMAN",
        `${A} | ${P} | ${E}`,
        "Assistant Controller, Contoso (2019-2023)",
        "Led a team of 12; saved $1.2M a year.",
      ].join("\n"),
    );
  });
});

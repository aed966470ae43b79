import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../worker/contract/errors";
import {
  applicationSchema,
  contactPageSchema,
  contactWithAttributionSchema,
  directContactSchema,
} from "../../worker/contract/form-schemas";
import { leadSourceFor, resumeKindFromName } from "../../worker/contract/forms";
import { formatPhone, normalizeEmail, normalizePhone } from "../../worker/contract/normalize";

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => expect(normalizeEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com"));
});

describe("normalizePhone", () => {
  it("makes US numbers E.164", () => {
    expect(normalizePhone("(317) 555-0142")).toBe("+13175550142");
    expect(normalizePhone("317.555.0142")).toBe("+13175550142");
    expect(normalizePhone("1 317 555 0142")).toBe("+13175550142");
    expect(normalizePhone("+1 (317) 555-0142")).toBe("+13175550142");
  });
  it("keeps international numbers' digits after the +", () =>
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958"));
  it("keeps other digit strings as digits", () => expect(normalizePhone("5550142")).toBe("5550142"));
  it("refuses too few or too many digits, letters and other symbols", () => {
    expect(normalizePhone("555-014")).toBe(null);
    expect(normalizePhone("+1234567890123456")).toBe(null);
    expect(normalizePhone("317-555-CALL")).toBe(null);
    expect(normalizePhone("317<b>5550142")).toBe(null);
    expect(normalizePhone("")).toBe(null);
  });
});

describe("formatPhone", () => {
  it("shows a stored US or Canadian number in its national form", () => {
    expect(formatPhone("+13175550142")).toBe("(317) 555-0142");
    expect(formatPhone(normalizePhone("1 604 555 0199")!)).toBe("(604) 555-0199");
  });
  it("shows any other number as stored", () => {
    expect(formatPhone("+442079460958")).toBe("+442079460958");
    expect(formatPhone("5550142")).toBe("5550142");
    expect(formatPhone("+131755501420")).toBe("+131755501420");
  });
  it("shows a number stored as typed (an older record, a booking, a client contact) the same way", () => {
    expect(formatPhone("312-555-0100")).toBe("(312) 555-0100");
    expect(formatPhone("(312) 555 0100")).toBe("(312) 555-0100");
    expect(formatPhone(" 1.312.555.0100 ")).toBe("(312) 555-0100");
    expect(formatPhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(formatPhone("call the office")).toBe("call the office");
  });
});

const person = { firstName: " Ann ", lastName: "Lee", email: " Ann@Example.com " };

describe("applicationSchema", () => {
  it("stores trimmed names, a normalized email and phone, and drops empty optionals", () => {
    const parsed = applicationSchema.parse({
      ...person,
      phone: "(317) 555-0142",
      industry: "",
      currentPosition: "",
      jobId: "",
    });
    expect(parsed).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "+13175550142",
      // Unticked, as a form without the boxes posts them (issue 44: the contact form's two SMS consents).
      smsAppointmentConsent: false,
      smsMarketingConsent: false,
    });
  });
  it("names each missing required field", () => {
    const result = applicationSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error?.issues ?? [])).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "phone",
    ]);
  });
  it("refuses over-long names, bad emails, bad phones and unknown industries", () => {
    const result = applicationSchema.safeParse({
      ...person,
      firstName: "x".repeat(101),
      email: "nope",
      phone: "12",
      industry: "Retail",
    });
    expect(Object.keys(fieldErrors(result.error?.issues ?? [])).sort()).toEqual([
      "email",
      "firstName",
      "industry",
      "phone",
    ]);
  });
  it("accepts exactly the limits", () => {
    expect(
      applicationSchema.safeParse({
        ...person,
        firstName: "x".repeat(100),
        phone: "3175550142",
        additionalInfo: "y".repeat(5000),
      }).success,
    ).toBe(true);
    expect(
      applicationSchema.safeParse({ ...person, phone: "3175550142", additionalInfo: "y".repeat(5001) }).success,
    ).toBe(false);
  });
});

describe("contact schemas", () => {
  it("home form needs an inquiry and a message, and defaults the SMS consents to false", () => {
    expect(directContactSchema.parse({ ...person, inquiry: "hire-talent", message: "Hi" })).toMatchObject({
      smsMarketingConsent: false,
      smsAppointmentConsent: false,
    });
    const result = directContactSchema.safeParse({
      ...person,
      inquiry: "bogus",
      message: " ",
      smsMarketingConsent: "yes",
    });
    expect(Object.keys(fieldErrors(result.error?.issues ?? [])).sort()).toEqual([
      "inquiry",
      "message",
      "smsMarketingConsent",
    ]);
  });
  it("contact page needs a help type and leaves the message optional", () => {
    expect(contactPageSchema.parse({ ...person, helpType: "executive-search", phone: "" })).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      helpType: "executive-search",
    });
    expect(contactPageSchema.safeParse({ ...person, helpType: "consulting" }).success).toBe(false);
  });
  it("attribution refuses unknown analytics keys and out-of-range numbers, naming them", () => {
    const formData = { ...person, inquiry: "general", message: "Hello" };
    const analyticsData = {
      sessionId: "abcdefgh12",
      pageViews: 1,
      timeOnSite: 1000,
      leadScore: 40,
      engagementScore: 75,
    };
    expect(contactWithAttributionSchema.safeParse({ formData, analyticsData }).success).toBe(true);
    const bad = contactWithAttributionSchema.safeParse({
      formData,
      analyticsData: { ...analyticsData, leadScore: 101, extra: "x" },
    });
    const paths = (bad.error?.issues ?? []).map((issue) => issue.path.join(".") || issue.message);
    expect(paths).toContain("analyticsData.leadScore");
    expect(JSON.stringify(bad.error?.issues)).toContain("extra");
  });
});

describe("resumeKindFromName and leadSourceFor", () => {
  it("reads the extension case-insensitively", () => {
    expect(resumeKindFromName("CV.PDF")).toBe("pdf");
    expect(resumeKindFromName("cv.final.docx")).toBe("docx");
    expect(resumeKindFromName("cv.doc")).toBe("doc");
    expect(resumeKindFromName("cv.txt")).toBe(null);
    expect(resumeKindFromName("pdf")).toBe(null);
  });
  it("prefers the campaign's utm_source", () => {
    expect(leadSourceFor("contact-page", undefined)).toBe("contact-page");
    expect(leadSourceFor("contact-page", " LinkedIn ")).toBe("linkedin");
  });
});

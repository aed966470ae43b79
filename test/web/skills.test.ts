import { describe, expect, it } from "vitest";
import { normalizeSkills, SKILLS_VOCABULARY, skillKey, suggestSkills } from "../../worker/contract/skills";

/** Skills suggested from a resume's or a job's text against the firm's vocabulary (issue 46). */

describe("suggestSkills", () => {
  it("finds each term the text names, in the vocabulary's order, each once", () => {
    expect(suggestSkills("CPA required; experience with NetSuite and SAP. SAP again, and a CPA.")).toEqual([
      "CPA",
      "NetSuite",
      "SAP",
    ]);
  });

  it("matches whole terms only: a term inside a longer word is not named", () => {
    expect(suggestSkills("Managed nodes and sapling programs; auditorium; Excellence award")).toEqual([]);
    expect(suggestSkills("Tableaux and Oracles")).toEqual([]);
    expect(suggestSkills("Built dashboards in Tableau.")).toEqual(["Tableau"]);
  });

  it("never finds C, C# or .NET inside another term: C++ is C++ alone", () => {
    expect(suggestSkills("Ten years of C++ on embedded systems")).toEqual(["C++"]);
    expect(suggestSkills("C# and .NET services")).toEqual(["C#", ".NET"]);
    expect(suggestSkills("Node.js APIs")).toEqual(["Node.js"]);
  });

  it("reads a short term with capitals in its own case only, a longer one in any case", () => {
    // "go", "epic" and "sap" in prose are not Go, Epic or SAP.
    expect(suggestSkills("Ready to go; an epic journey; tree sap")).toEqual([]);
    expect(suggestSkills("Services in Go on Epic; SAP finance")).toEqual(["Go", "SAP", "Epic"]);
    expect(suggestSkills("KUBERNETES and terraform, python and salesforce")).toEqual([
      "Python",
      "Kubernetes",
      "Terraform",
      "Salesforce",
    ]);
  });

  it("finds a term by its aliases and answers its name", () => {
    expect(suggestSkills("Deployed on K8s and Amazon Web Services; audited for the Big Four")).toEqual([
      "Kubernetes",
      "AWS",
      "Big 4",
    ]);
    expect(suggestSkills("Registered Nurse, ICU")).toEqual(["RN", "ICU"]);
    expect(suggestSkills("Golang and ReactJS")).toEqual(["React", "Go"]);
  });

  it("spans a term's words over any whitespace, a line break too", () => {
    expect(suggestSkills("Lean\nmanufacturing and Six   Sigma")).toEqual(["Lean manufacturing", "Six Sigma"]);
  });

  it("suggests nothing from an empty or blank text", () => {
    expect(suggestSkills("")).toEqual([]);
    expect(suggestSkills("  \n ")).toEqual([]);
  });

  it("has no term twice in the vocabulary", () => {
    const keys = SKILLS_VOCABULARY.map((term) => skillKey(term.name));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("normalizeSkills", () => {
  it("trims, folds spaces, drops blanks and keeps each skill once in the first spelling given", () => {
    expect(normalizeSkills([" CPA ", "cpa", "Big  4", "", "  ", "big 4", "SAP"])).toEqual(["CPA", "Big 4", "SAP"]);
  });
});

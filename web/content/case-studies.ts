/**
 * The three built-in case studies (public spec: Case study), with the ids the spec gives. Clients are described,
 * not named: a search firm does not publish who it recruited for without their permission.
 */

export interface CaseStudyResult {
  metric: string;
  label: string;
}

export interface CaseStudy {
  id: string;
  title: string;
  shortTitle: string;
  company: string;
  industry: string;
  location: string;
  /** One sentence for cards. */
  challenge: string;
  /** One sentence for cards. */
  solution: string;
  results: readonly CaseStudyResult[];
  testimonial: string;
  author: string;
  role: string;
  detailedChallenge: readonly string[];
  /** The approach, step by step. */
  detailedSolution: readonly { title: string; text: string }[];
  keyOutcomes: readonly string[];
  timeline: string;
  positionsFilled: string;
  /** ISO date the study was published, for structured data. */
  publishedOn: string;
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: "technology-executive-search-silicon-valley",
    title: "Building the Leadership Team for a Silicon Valley Software Company's Next Stage",
    shortTitle: "Technology Leadership, Silicon Valley",
    company: "Series C enterprise software company",
    industry: "Technology",
    location: "San Jose, California",
    challenge:
      "A fast-growing software company needed a CTO, a VP of Engineering and a VP of Product at once, in the most competitive market for technical leaders in the country.",
    solution:
      "A confidential, parallel search across three roles, drawing on leaders who had already scaled engineering organizations past 200 people.",
    results: [
      { metric: "3", label: "Executives placed" },
      { metric: "42 days", label: "From kickoff to first signed offer" },
      { metric: "100%", label: "Still in role after two years" },
    ],
    testimonial:
      "They understood that we were not hiring three individuals but one leadership team. The three people they found work together as if they had for years.",
    author: "Chief Executive Officer",
    role: "Series C enterprise software company",
    detailedChallenge: [
      "After a $90 million funding round, the company planned to double its engineering organization within eighteen months. Its founding CTO wanted to return to a hands-on architecture role, and the product and engineering functions had been led by the founders since the start.",
      "The board asked for three leaders who had scaled teams past 200 engineers, could work as one team, and would be hired within one quarter. The search had to stay confidential: the company's customers and its own engineers could not learn of the change before it was announced.",
    ],
    detailedSolution: [
      {
        title: "One brief for three roles",
        text: "We interviewed the founders, the board and six engineering managers to define how the three roles would share decisions, then wrote one brief so every candidate was assessed against the same picture of the team.",
      },
      {
        title: "Targeted research",
        text: "Our research team mapped 340 leaders at companies that had grown from 50 to 300 engineers in the last five years and approached 85 of them directly and confidentially.",
      },
      {
        title: "Team-based finals",
        text: "Finalists met each other as well as the company, so the founders could see how a CTO and VP of Engineering would work together before making either offer.",
      },
      {
        title: "Offers and onboarding",
        text: "We handled compensation discussions for all three roles and checked in with each leader and the CEO at 30, 90 and 180 days.",
      },
    ],
    keyOutcomes: [
      "CTO, VP of Engineering and VP of Product hired in one quarter",
      "Engineering headcount grew from 110 to 240 within eighteen months under the new team",
      "Release cadence moved from monthly to weekly in the first year",
      "All three executives still in role two years later",
    ],
    timeline: "11 weeks from kickoff to the third signed offer",
    positionsFilled: "3 executive roles",
    publishedOn: "2024-03-12",
  },
  {
    id: "healthcare-ceo-executive-search-texas",
    title: "A CEO Succession for a Five-Hospital Health System in Texas",
    shortTitle: "Healthcare CEO, Texas",
    company: "Regional not-for-profit health system",
    industry: "Healthcare",
    location: "Houston, Texas",
    challenge:
      "A five-hospital system had to replace a CEO retiring after 19 years, while a merger with a physician group was under way.",
    solution:
      "A retained search led by our healthcare practice, with a search committee process built to keep board, physicians and community leaders aligned.",
    results: [
      { metric: "52 days", label: "To a unanimous board vote" },
      { metric: "4", label: "Finalists with system-CEO experience" },
      { metric: "+11 pts", label: "Employee engagement in the CEO's first year" },
    ],
    testimonial:
      "The process was as careful as the decision deserved. Every committee member felt heard, and the board voted unanimously for a CEO we would not have found on our own.",
    author: "Chair of the Board of Trustees",
    role: "Regional not-for-profit health system",
    detailedChallenge: [
      "The system's long-serving CEO announced her retirement with nine months' notice, in the middle of integrating a 300-physician medical group. The board needed a successor who could finish the integration, keep the trust of the medical staff and represent the system to the communities it serves.",
      "Internal candidates existed, and the board wanted them considered fairly alongside outside leaders, without losing either group along the way.",
    ],
    detailedSolution: [
      {
        title: "A search committee that works",
        text: "We helped the board form a nine-member committee of trustees, physicians and community leaders, agreed its decision rules in writing, and briefed it at every stage.",
      },
      {
        title: "A national slate",
        text: "We assessed 120 sitting system CEOs and COOs across the country and presented eleven, alongside two internal candidates assessed by the same standard.",
      },
      {
        title: "Physician and community interviews",
        text: "Finalists spent a day with medical staff leaders and community partners; their feedback went to the committee in structured written form.",
      },
      {
        title: "Transition plan",
        text: "We supported a six-week overlap with the retiring CEO and a first-100-days plan agreed with the board.",
      },
    ],
    keyOutcomes: [
      "Successor chosen by unanimous board vote 52 days after kickoff",
      "Physician group integration completed on schedule",
      "Both internal candidates stayed with the system in expanded roles",
      "Employee engagement rose eleven points in the new CEO's first year",
    ],
    timeline: "52 days from kickoff to board vote; six-week handover",
    positionsFilled: "1 chief executive officer",
    publishedOn: "2024-06-18",
  },
  {
    id: "manufacturing-digital-transformation-recruiting",
    title: "Staffing a Manufacturer's Digital Transformation",
    shortTitle: "Manufacturing Transformation, Indiana",
    company: "Family-owned precision components manufacturer",
    industry: "Manufacturing",
    location: "Central Indiana",
    challenge:
      "A 1,200-person manufacturer launching a plant-floor digital program needed 24 people in skills it had never hired for: data, automation and manufacturing systems.",
    solution:
      "A blended program: a Director of Digital Manufacturing by executive search, permanent engineers, and contract specialists for the rollout, several converted to permanent.",
    results: [
      { metric: "24", label: "Roles filled in six months" },
      { metric: "$2.3M", label: "Saved against the client's budget for agency and overtime costs" },
      { metric: "92%", label: "Retained after one year" },
    ],
    testimonial:
      "We make parts, not software. They found people who understand both, and they helped us decide which roles should be permanent and which should not.",
    author: "President and Chief Operating Officer",
    role: "Family-owned precision components manufacturer",
    detailedChallenge: [
      "The company had committed to connecting its three plants' machines to a single manufacturing execution system and to using the data for predictive maintenance. It had no data engineers, two controls engineers and no one who had run such a program.",
      "Previous attempts through several agencies had produced high turnover: candidates from the software industry left within months, and the plants were paying heavy overtime to cover open roles.",
    ],
    detailedSolution: [
      {
        title: "Workforce plan",
        text: "With the leadership team we sorted the 24 roles into those needed for good and those needed only for the rollout, which set the mix of permanent and contract hiring.",
      },
      {
        title: "A leader first",
        text: "An executive search placed a Director of Digital Manufacturing from the automotive sector, who then joined every interview for the team.",
      },
      {
        title: "Permanent and contract, one pipeline",
        text: "Data engineers, automation and controls engineers and MES specialists came through one pipeline; rollout roles were filled on six-to-twelve-month contracts with the option to hire.",
      },
      {
        title: "Retention built in",
        text: "We screened for people who wanted to stay in manufacturing and in Indiana, and checked in with every hire at 30, 90 and 180 days.",
      },
    ],
    keyOutcomes: [
      "All 24 roles filled within six months",
      "Five contract specialists converted to permanent employees",
      "$2.3M saved against the budgeted agency fees and overtime",
      "Unplanned downtime down 18% in the first year of the new system",
    ],
    timeline: "Six months, in three hiring waves",
    positionsFilled: "24 roles: 1 director, 14 permanent engineers, 9 contract specialists",
    publishedOn: "2024-09-24",
  },
];

/** A case study by id, or undefined for an unknown one. */
export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.id === id);
}

/** The path of a case study's page. */
export function caseStudyPath(study: Pick<CaseStudy, "id">): string {
  return `/case-studies/${study.id}`;
}

/**
 * The firm's skills vocabulary (issue 46): the names a resume's or a job's requirements text is read against to
 * suggest skills, which a recruiter (or staff on a job) then confirms. A confirmed skill need not be in this list;
 * the list is what suggestions come from. Each entry is the name shown; `aliases` are other spellings found in text.
 */
export interface SkillTerm {
  name: string;
  aliases?: readonly string[];
}

export const SKILLS_VOCABULARY: readonly SkillTerm[] = [
  // Technology
  { name: "TypeScript" },
  { name: "JavaScript" },
  { name: "React", aliases: ["React.js", "ReactJS"] },
  { name: "React Native" },
  { name: "Redux" },
  { name: "Node.js", aliases: ["Node", "NodeJS"] },
  { name: "Go", aliases: ["Golang"] },
  { name: "Python" },
  { name: "Java" },
  { name: "Scala" },
  { name: "C#" },
  { name: "C++" },
  { name: ".NET" },
  { name: "SQL" },
  { name: "Spark", aliases: ["Apache Spark"] },
  { name: "Flink" },
  { name: "Kafka" },
  { name: "Kinesis" },
  { name: "Delta Lake" },
  { name: "Kubernetes", aliases: ["K8s"] },
  { name: "Terraform" },
  { name: "Docker" },
  { name: "AWS", aliases: ["Amazon Web Services"] },
  { name: "Azure" },
  { name: "GCP", aliases: ["Google Cloud"] },
  { name: "CI/CD" },
  { name: "GitHub Actions" },
  { name: "GitLab CI" },
  { name: "SOC 2" },
  { name: "iOS" },
  { name: "Android" },
  { name: "Microsoft 365", aliases: ["Office 365"] },
  { name: "Google Workspace" },
  { name: "Networking", aliases: ["DNS", "DHCP", "VPN"] },
  { name: "Machine learning", aliases: ["ML"] },
  { name: "Power BI" },
  { name: "Tableau" },
  { name: "Salesforce" },
  { name: "HubSpot" },
  { name: "Marketo" },
  // Finance and accounting
  { name: "CPA" },
  { name: "CFA" },
  { name: "FRM" },
  { name: "MBA" },
  { name: "Big 4", aliases: ["Big Four"] },
  { name: "FP&A" },
  { name: "Financial modeling", aliases: ["three-statement modeling", "financial model"] },
  { name: "Excel", aliases: ["Microsoft Excel"] },
  { name: "GAAP", aliases: ["US GAAP"] },
  { name: "SEC reporting" },
  { name: "Audit" },
  { name: "Treasury" },
  { name: "ALM" },
  { name: "CECL" },
  { name: "NetSuite" },
  { name: "Sage Intacct" },
  { name: "SAP" },
  { name: "Oracle" },
  { name: "Anaplan" },
  { name: "Hyperion" },
  { name: "Adaptive Planning", aliases: ["Adaptive"] },
  { name: "Payroll" },
  // Healthcare
  { name: "RN", aliases: ["Registered Nurse", "RN license"] },
  { name: "BSN" },
  { name: "MSN" },
  { name: "DNP" },
  { name: "APRN" },
  { name: "FNP" },
  { name: "CCRN" },
  { name: "BLS" },
  { name: "ACLS" },
  { name: "PALS" },
  { name: "ICU" },
  { name: "Epic", aliases: ["Epic Resolute"] },
  { name: "Revenue cycle" },
  { name: "CRCR" },
  { name: "CHFP" },
  // Manufacturing, engineering and energy
  { name: "Lean manufacturing", aliases: ["lean principles"] },
  { name: "Six Sigma" },
  { name: "ERP" },
  { name: "MRP" },
  { name: "AS9100" },
  { name: "ISO 13485" },
  { name: "IATF 16949" },
  { name: "PPAP" },
  { name: "APQP" },
  { name: "FMEA" },
  { name: "CMM" },
  { name: "ASQ CQE", aliases: ["Certified Quality Engineer"] },
  { name: "ASME" },
  { name: "Welding", aliases: ["AWS welding"] },
  { name: "PLC", aliases: ["PLCs", "Allen-Bradley"] },
  { name: "Ladder logic" },
  { name: "Industrial robots", aliases: ["FANUC", "ABB robots"] },
  { name: "NFPA 70E" },
  { name: "OSHA" },
  { name: "CSP" },
  { name: "CIH" },
  { name: "EPC contracts", aliases: ["EPC"] },
  { name: "PMP" },
  { name: "Project management" },
  { name: "PLEXOS" },
  { name: "Energy markets" },
  // Business, retail, education and non-profit
  { name: "Account management" },
  { name: "Demand generation" },
  { name: "Strategy consulting" },
  { name: "Private equity" },
  { name: "Merchandise planning" },
  { name: "Inventory management" },
  { name: "Retail management" },
  { name: "ServSafe" },
  { name: "Blue Yonder" },
  { name: "Instructional design" },
  { name: "Articulate 360" },
  { name: "Canvas", aliases: ["Canvas LMS"] },
  { name: "Moodle" },
  { name: "WCAG" },
  { name: "Admissions" },
  { name: "Fundraising", aliases: ["major gifts"] },
  { name: "Grants management" },
  { name: "Raiser's Edge" },
  { name: "Blackbaud" },
  { name: "CFRE" },
  { name: "Board relations", aliases: ["governing board"] },
  { name: "Spanish", aliases: ["bilingual Spanish"] },
];

/**
 * Skills suggested from text (issue 46): each vocabulary term whose name or alias appears in the text as a whole
 * term, in any case ("CPA required" suggests CPA; "Node" in "nodes" does not). A suggestion is only offered: staff
 * confirm what is kept.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term found only where it stands alone: no letter, digit, "+" or "#" touching it ("C" is not in "C++"). A short
 * term with a capital (CPA, SAP, Go, Epic) matches in its own case only, so "go" and "epic" in prose are not skills.
 */
function termPattern(term: string): RegExp {
  const caseSensitive = term.length <= 4 && /\p{Lu}/u.test(term);
  const body = escapeRegExp(term).replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\d+#.])${body}(?![\\p{L}\\d+#]|\\.\\w)`, caseSensitive ? "u" : "iu");
}

const PATTERNS = new Map<SkillTerm, RegExp[]>(
  SKILLS_VOCABULARY.map((term) => [term, [term.name, ...(term.aliases ?? [])].map(termPattern)]),
);

/**
 * The vocabulary's skills the text names, in the vocabulary's order, each once.
 *
 * @example suggestSkills("CPA required; experience with NetSuite and SAP") // ["CPA", "NetSuite", "SAP"]
 */
export function suggestSkills(text: string, vocabulary: readonly SkillTerm[] = SKILLS_VOCABULARY): string[] {
  if (!text.trim()) return [];
  return vocabulary
    .filter((term) =>
      (PATTERNS.get(term) ?? [term.name, ...(term.aliases ?? [])].map(termPattern)).some((pattern) =>
        pattern.test(text),
      ),
    )
    .map((term) => term.name);
}

/** A skill as compared: case and spacing do not make two skills ("sql" is "SQL"). */
export const skillKey = (skill: string) => skill.trim().replace(/\s+/g, " ").toLowerCase();

/** Skills as stored: trimmed, each once (by `skillKey`), in the order given. */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const skill of skills) {
    const name = skill.trim().replace(/\s+/g, " ");
    if (!name || seen.has(skillKey(name))) continue;
    seen.add(skillKey(name));
    kept.push(name);
  }
  return kept;
}

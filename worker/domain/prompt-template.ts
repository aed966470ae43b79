import type { PromptTemplate } from "../contract/content-generation";
import { placeholdersOf } from "../contract/prompt-placeholders";

const template = (
  id: string,
  name: string,
  category: PromptTemplate["category"],
  description: string,
  prompt: string,
): PromptTemplate => ({
  id,
  name,
  description,
  category,
  prompt,
  variables: placeholdersOf(prompt),
});

/** Prompt templates staff load on the Create Content tab: at least one per content category. */
export const PROMPT_TEMPLATES: readonly PromptTemplate[] = [
  template(
    "industry-outlook",
    "Industry Outlook",
    "Industry Insights",
    "Hiring conditions in one industry for the coming quarter.",
    "Write an outlook on hiring in the {{industry}} industry for {{period}}: demand for talent, hard-to-fill roles and what employers should do now.",
  ),
  template(
    "career-move",
    "Career Move Guide",
    "Career Guidance",
    "Advice for professionals weighing a move.",
    "Write a guide for a {{role}} deciding whether to change employers: signs it is time, how to search discreetly and how to choose between offers.",
  ),
  template(
    "market-snapshot",
    "Market Snapshot",
    "Market Trends",
    "Compensation and demand trends in a region.",
    "Write a market trends report on the {{region}} job market for {{industry}} professionals: demand, pay movement and what candidates expect.",
  ),
  template(
    "tech-skills",
    "Technology Skills Briefing",
    "Technology Focus",
    "Skills in demand for a technology role.",
    "Write about the skills employers want in a {{role}} today, how {{technology}} is changing the job, and how teams hire for it.",
  ),
  template(
    "new-leader",
    "First 90 Days as a Leader",
    "Leadership Development",
    "Practical leadership advice for a new manager.",
    "Write advice for a newly promoted {{role}} on the first 90 days: building trust, setting priorities and developing the team.",
  ),
  template(
    "negotiate-offer",
    "Negotiating an Offer",
    "Salary Negotiation",
    "How to negotiate pay for a given role.",
    "Write a guide to negotiating a job offer as a {{role}}: researching market pay, making the ask and negotiating beyond base salary.",
  ),
  template(
    "interview-prep",
    "Interview Preparation",
    "Interview Preparation",
    "How to prepare for interviews for a role.",
    "Write an interview preparation guide for a {{role}} candidate: research, stories to prepare, questions to ask and follow-up.",
  ),
  template(
    "resume-refresh",
    "Resume Refresh",
    "Resume Writing",
    "Resume advice for a role and level.",
    "Write resume advice for a {{level}} {{role}}: structure, achievements with numbers, keywords and common mistakes.",
  ),
  template(
    "network-plan",
    "Networking Plan",
    "Networking Tips",
    "A networking plan for a profession.",
    "Write a practical networking plan for {{role}} professionals: where to meet peers, how to reach out and how to keep relationships alive.",
  ),
  template(
    "remote-team",
    "Remote Work Playbook",
    "Remote Work",
    "Working or hiring remotely in an industry.",
    "Write a remote work playbook for {{industry}} teams: hiring remotely, communication habits, and keeping people engaged.",
  ),
];

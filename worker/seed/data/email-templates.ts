/**
 * The email templates a fresh start has (issue "A working day without workarounds" item 2): the three emails a
 * recruiter writes most, in the firm's voice, using only merge fields that exist (worker/contract/merge-fields.ts).
 * A template with `{{job.title}}` or `{{client.name}}` is sent about one of the candidate's applications, which the
 * composer chooses (the latest by default). The sender's signature is added under each by the server.
 */
export interface SeedEmailTemplate {
  key: string;
  name: string;
  subject: string;
  body: string;
}

export const seedEmailTemplates: readonly SeedEmailTemplate[] = [
  {
    key: "first-contact",
    name: "First contact",
    subject: "Hello from {{firm.name}}",
    body: `Hi {{candidate.firstName}},

I'm {{recruiter.name}}, a recruiter at {{firm.name}}. Thank you for your interest in working with us.

I'd like to hear what you are looking for next: the kind of role, the pay and schedule that would suit you, and where you would like to work. Fifteen minutes is usually enough, and there is no obligation.

You can pick a time that works for you here: {{booking.link}}

Or simply reply to this email with the best time and number to reach you, and I'll call you.

Best regards,
{{recruiter.name}}`,
  },
  {
    key: "interview-confirmation",
    name: "Interview confirmation",
    subject: "Your interview for {{job.title}} with {{client.name}}",
    body: `Hi {{candidate.firstName}},

Good news: {{client.name}} would like to meet you for the {{job.title}} position. This email confirms the interview we arranged.

Please reply to confirm that the time we agreed still works for you. A few things that help on the day:

- Plan to arrive 10 minutes early (or join the call 5 minutes early if it is a video interview).
- Bring a copy of your resume and the names of two references.
- Have a question or two ready about the team and the role: it shows real interest.

If anything comes up, tell me as soon as you can, and I'll let {{client.name}} know and find another time. I'll call you afterwards to hear how it went.

Good luck,
{{recruiter.name}}`,
  },
  {
    key: "submittal-follow-up",
    name: "Submittal follow-up",
    subject: "An update on the {{job.title}} role",
    body: `Hi {{candidate.firstName}},

A quick update: I have presented your profile to {{client.name}} for the {{job.title}} position, and they are reviewing it now.

I'll let you know as soon as I hear back, usually within a few business days. In the meantime, please tell me if anything changes on your side, such as another offer, a new availability date or a change in what you are looking for, so I can keep {{client.name}} up to date.

Thank you for your patience,
{{recruiter.name}}`,
  },
];

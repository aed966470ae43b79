/**
 * Seed articles for /resources: career and hiring advice covering every content category.
 * Pure data; the seeder upserts by `key`, sets publishedAt from `publishedDaysAgo` and derives readTime
 * from the word count. Content is the line-based markdown the article page renders (headings, paragraphs,
 * **bold** and *italic*); no HTML, links, images or tables.
 */
import type { ContentCategory } from "../../contract/site-enums";

export interface SeedArticle {
  /** Stable slug, unique; used to make the seed idempotent. */
  key: string;
  title: string;
  /** Under 300 characters. */
  summary: string;
  category: ContentCategory;
  author: string;
  /** Line-based markdown. */
  content: string;
  /** Comma-separated, 4-7 terms. */
  keywords: string;
  /** 0-120; publishedAt is computed from it at seed time. */
  publishedDaysAgo: number;
}

const FIRM = "Talent Partners Executive Search";

export const seedArticles: readonly SeedArticle[] = [
  {
    key: "how-to-negotiate-a-job-offer",
    title: "How to Negotiate a Job Offer Without Putting It at Risk",
    summary:
      "Most employers expect a counter, yet many candidates accept the first number. A practical, recruiter-tested approach to researching your market value, making the ask and negotiating beyond base salary.",
    category: "Salary Negotiation",
    author: FIRM,
    keywords: "salary negotiation, offer letter, compensation, signing bonus, total rewards",
    publishedDaysAgo: 4,
    content: `Receiving an offer is the moment of greatest leverage in any job search. The company has invested weeks of interviews, aligned its hiring team and decided that you are the person it wants. Yet in our experience placing thousands of professionals, a large share of candidates accept the first number they hear, often because they fear the offer will be withdrawn.

That fear is understandable but rarely justified. Hiring managers expect a thoughtful counter, and a professional negotiation almost never costs a candidate the job. What does cost candidates is negotiating without preparation.

## Know Your Number Before the Call

Negotiation starts long before the offer arrives. By the final interview round you should know three figures:

- **Your market range:** what comparable roles pay in your city and industry, based on posted salary ranges, industry surveys and conversations with recruiters.
- **Your target:** the figure you would be genuinely pleased to accept, usually in the upper half of the market range.
- **Your walk-away point:** the lowest total package that makes the move worthwhile once you account for commute, benefits and career growth.

Pay transparency laws now require posted ranges in many states, which makes research easier than it was five years ago. Treat a posted range as a starting point, not a ceiling. Internal pay bands often extend beyond what is advertised for strong candidates.

## Let Them Name the First Figure

If a recruiter asks for your salary expectations early, it is reasonable to say you are focused on finding the right fit and would like to understand the full scope of the role first. If pressed, give a researched range rather than a single number, and anchor the bottom of that range at your target rather than your walk-away point.

Many states and cities prohibit employers from asking about your salary history. You are never obligated to volunteer it.

## Responding to the Offer

When the offer arrives, thank the employer and express genuine enthusiasm. Then ask for the details in writing and a day or two to review them. Nobody expects an immediate answer, and a short pause signals that you take the decision seriously.

When you respond, be specific and collaborative:

- Restate your excitement about the role and the team.
- Name the number you are asking for and explain it briefly with market data or the scope of the role.
- Ask an open question such as *"Is there flexibility to get closer to that figure?"*

Avoid ultimatums, and avoid negotiating against yourself by offering a lower number before they have responded.

## Negotiate the Whole Package

Base salary is only one lever, and sometimes it is the least flexible one. If the budget for base pay is fixed, consider:

- **Signing bonus:** often easier to approve because it is a one-time cost, and useful for offsetting a bonus you will forfeit by leaving.
- **Equity or long-term incentives:** particularly at growth-stage companies.
- **Title and level:** a higher level can change your salary band at the next review.
- **Start date and paid time off:** an extra week of vacation costs the employer little and matters a great deal to many people.
- **Remote or hybrid flexibility:** put any agreement in writing.
- **A six-month compensation review:** a documented commitment to revisit pay once you have proven your value.

## Common Mistakes to Avoid

The most frequent error we see is treating negotiation as a confrontation. The people you are negotiating with will be your colleagues on day one. Keep the tone warm, keep the conversation about the role's value rather than your personal expenses, and be honest about competing offers without inventing them.

The second mistake is negotiating after you have already accepted verbally. Once you say yes, your leverage largely disappears. Hold your acceptance until the terms you care about are settled.

## When You Are Working With a Recruiter

If a recruiter represents you, let them handle the negotiation. An experienced recruiter knows the employer's pay bands, the hiring manager's priorities and how far the offer can realistically move. Be candid with your recruiter about your target and your walk-away point so they can advocate effectively on your behalf.

A well-handled negotiation starts the new job on a foundation of mutual respect. Do the research, ask clearly and keep the relationship at the center of the conversation.`,
  },
  {
    key: "star-method-behavioral-interviews",
    title: "Answering Behavioral Interview Questions With the STAR Method",
    summary:
      'Behavioral questions such as "tell me about a time" decide most interviews. Learn how to structure answers with STAR, build a story bank in advance and avoid the mistakes that make strong candidates sound vague.',
    category: "Interview Preparation",
    author: FIRM,
    keywords: "interview preparation, STAR method, behavioral interview, interview questions, storytelling",
    publishedDaysAgo: 9,
    content: `Behavioral questions are now standard in interviews at every level, from entry-level analysts to chief executives. They usually begin with *"Tell me about a time when..."* or *"Give me an example of..."* and they rest on a simple premise: how you handled situations in the past is the best predictor of how you will handle them in the future.

Candidates who answer these questions well are rarely more accomplished than those who struggle. They are simply better prepared. The STAR method is the most reliable way to prepare.

## What STAR Stands For

- **Situation:** the context. Where were you working, and what was happening?
- **Task:** your specific responsibility or the goal you were asked to achieve.
- **Action:** the steps *you* took. This is the heart of the answer.
- **Result:** what happened, ideally with a measurable outcome, and what you learned.

A strong STAR answer takes about two minutes to deliver. Spend roughly 20% of your time on situation and task, 60% on action and 20% on result.

## An Example

Suppose the interviewer asks, *"Tell me about a time you had to win over a skeptical stakeholder."*

A weak answer stays general: "I'm good at building relationships, so I usually set up meetings and make sure everyone feels heard."

A STAR answer is specific:

"At my last company, we were replacing our expense-reporting system, and the regional sales director openly opposed it because an earlier rollout had cost his team a week of productivity (**Situation**). I was the project lead responsible for adoption across all four regions (**Task**). I asked to shadow two of his account executives for a day, documented where the new tool would save them time, and invited him to pick three of his people for the pilot group (**Action**). His region adopted the system two weeks ahead of schedule, and he presented the results at our quarterly leadership meeting (**Result**)."

## Build a Story Bank

You cannot predict every question, but most behavioral questions draw from a small set of themes. Before any interview, write out six to eight stories that cover:

- Leading a project or initiative
- Resolving a conflict with a colleague or client
- Failing or making a mistake, and recovering
- Influencing without authority
- Handling a heavy workload or tight deadline
- Making a decision with incomplete information
- Improving a process or saving money

Most good stories can be adapted to several questions. A story about rescuing a late project might answer questions on pressure, leadership and problem solving.

### Choose Recent, Relevant Stories

Prioritize examples from the last three to five years, and match them to the job description. If the role emphasizes cross-functional collaboration, lead with stories in which you worked across departments.

## Mistakes That Weaken Good Answers

**Saying "we" throughout.** Interviewers want to understand your contribution. Credit the team, but make clear what you personally did.

**Skipping the result.** Many candidates describe the action and then stop. Always close the loop, even if the result was mixed.

**Choosing a failure that is not really a failure.** When asked about a mistake, pick a genuine one, take ownership and spend most of your answer on what you changed afterward. *"I work too hard"* is not an answer.

**Rambling.** If you notice you are past the three-minute mark, summarize the result and stop. The interviewer will ask follow-up questions if they want more detail.

## Practice Out Loud

Reading your stories silently is not enough. Say them aloud, ideally to a friend or recruiter who can tell you where you lose focus. Record yourself once on video; most people are surprised by how often they use filler words or skip the result entirely.

## Handling Questions You Did Not Expect

If a question catches you off guard, it is fine to pause. Saying *"Let me think of the best example"* and taking a few seconds reads as thoughtful, not unprepared. If you truly lack a direct example, say so honestly and describe how you would approach the situation, drawing on a related experience.

Prepared candidates are not the ones with the most impressive careers. They are the ones who can explain, clearly and specifically, what they did and why it mattered. STAR gives you the structure to do exactly that.`,
  },
  {
    key: "ats-friendly-resume-2026",
    title: "Writing a Resume That Passes Applicant Tracking Systems and Impresses Hiring Managers",
    summary:
      "Your resume has two audiences: the software that screens applications and the person who decides whether to call you. Here is how to format, word and structure a resume that works for both in 2026.",
    category: "Resume Writing",
    author: FIRM,
    keywords: "resume writing, applicant tracking system, ATS, resume format, accomplishments",
    publishedDaysAgo: 14,
    content: `Nearly every mid-sized and large employer in the United States now uses an applicant tracking system to receive and organize applications. Many also use AI-assisted screening to rank candidates against the job description. At the same time, the final decision to interview is still made by a recruiter or hiring manager who may spend less than a minute on a first read.

A good resume therefore has to work for two audiences. The good news is that what helps the software usually helps the human too.

## Keep the Format Simple

Applicant tracking systems parse your resume into fields such as job title, employer, dates and skills. Complex layouts confuse that parsing. To stay safe:

- Use a single-column layout with standard section headings such as **Experience**, **Education** and **Skills**.
- Avoid text boxes, graphics, icons and skill-rating bars.
- Put your contact details in the body of the document, not in a header or footer.
- Use a common font such as Calibri, Arial or Georgia at 10 to 12 points.
- Submit a Word document or a text-based PDF unless the posting requests a specific format.

Design-heavy resumes can be appropriate for creative roles, but bring a portfolio for those conversations and keep the resume itself clean.

## Mirror the Language of the Job Description

Screening software compares your resume with the posting. If the description asks for *"financial planning and analysis"* and your resume only says *"budgeting"*, you may rank lower than you should. Read the posting carefully and use the employer's terminology wherever it honestly describes your experience.

Do not paste the job description into your resume or hide keywords in white text. Modern systems and every recruiter will spot it, and it ends the conversation.

## Lead With Accomplishments, Not Duties

Once a person reads your resume, accomplishments are what set you apart. Hiring managers already know what an accounts payable specialist or a software engineer does. They want to know how well you did it.

Compare these two bullet lines:

- Responsible for managing vendor relationships.
- Renegotiated contracts with 14 key vendors, reducing annual spend by $420,000 without service disruption.

The second tells the reader about scale, skill and results. A useful formula is **action verb + what you did + measurable outcome**. Where exact figures are confidential, use percentages or ranges.

## Structure That Works

### Summary

Three or four lines at the top stating who you are professionally, your areas of strength and the kind of role you are pursuing. Skip the generic objective statement.

### Experience

List roles in reverse chronological order with the employer, title, location and dates. Give the most recent two or three positions four to six bullet lines each, and summarize roles from more than 15 years ago briefly or group them under an *Earlier Experience* heading.

### Skills and Certifications

List relevant technical tools, certifications and licenses. This section is valuable for keyword matching, but keep it honest and current.

### Education

Include degrees and relevant certifications. Once you have more than a few years of experience, graduation dates are optional.

## How Long Should It Be?

One page is appropriate for early-career candidates. Two pages are standard for most experienced professionals. Senior executives with long track records may need three, though a tight two-page resume is usually more persuasive. Length matters less than relevance: every line should earn its place.

## Tailor, Do Not Rewrite

You do not need a completely new resume for every application. Keep a master version with everything you have done, then spend 15 minutes per application adjusting the summary, reordering bullet points and matching terminology to the posting. That small investment consistently improves response rates.

## A Final Check

Before you submit, read the resume aloud to catch errors, confirm that dates line up, and save the file with a clear name such as *Jordan-Ellis-Resume.pdf*. Then send it to someone you trust for one more review. A single typo will not sink an application, but a careless document can make a busy reader move on to the next one.`,
  },
  {
    key: "networking-for-introverts",
    title: "Networking for Introverts: A Practical Playbook",
    summary:
      "Networking does not require working a crowded room. A practical approach for introverts built on one-on-one conversations, genuine curiosity and consistent follow-up that fits a busy schedule.",
    category: "Networking Tips",
    author: "Marcus Reyes",
    keywords: "networking tips, introverts, informational interview, professional relationships, career growth",
    publishedDaysAgo: 21,
    content: `Ask a room of professionals how they found their current job, and a large share will name a person rather than a job board: a former colleague, a friend of a friend, a recruiter they had stayed in touch with. Networking works. The problem is that the word itself conjures images of crowded receptions and forced small talk, and many capable people quietly opt out.

As a recruiter who considers himself an introvert, I can tell you that the most effective networking rarely happens in crowded rooms. It happens in one-on-one conversations, in thoughtful follow-up notes and in small favors done consistently over years. Those are areas where introverts often excel.

## Redefine What Networking Means

Networking is not collecting business cards or asking strangers for jobs. It is building a set of professional relationships in which people know what you do well and trust you enough to mention your name. Seen that way, it looks much more like the work you already do with colleagues and clients.

## Start With People You Already Know

Your strongest network is usually the one you have neglected. Before reaching out to anyone new, make a list of:

- Former managers and colleagues from your last two or three employers
- Classmates and instructors from degree or certification programs
- Clients, vendors and partners you worked with closely
- People you have helped in the past

Send a short, personal note to five of them this week. Mention something specific you remember, share a brief update on what you are doing, and ask how they are. No request is necessary. *Reconnecting is the request.*

## Make One-on-One Conversations Your Default

Introverts tend to do their best thinking in smaller settings, so play to that strength. A 20-minute video call or a coffee near someone's office is often more valuable than an evening at a large event.

### Preparing for an Informational Conversation

When you ask someone for their time, be specific about why you are reaching out to them and how long you need. Then prepare three or four questions, such as:

- What does a typical week look like in your role?
- Which skills matter most for someone trying to move into this field?
- How do you expect your industry to change over the next few years?
- Is there anyone else you would suggest I speak with?

That last question is how a network grows. One good conversation often leads to two more.

## If You Do Attend Events

Large events are not mandatory, but they can be useful. A few techniques make them far less draining:

- **Arrive early.** The room is quieter and people are more open to conversation before groups form.
- **Set a modest goal.** Two meaningful conversations is a successful evening.
- **Volunteer.** Helping at registration or moderating a panel gives you a role and a natural reason to talk with people.
- **Plan your exit.** Decide in advance when you will leave, and give yourself permission to do so.

## Follow Up Within 48 Hours

The conversation is only half of networking. The follow-up is where relationships form. Within two days, send a brief thank-you note that mentions something specific from your discussion. If they suggested an article, a book or a contact, tell them when you have acted on it.

Then keep a simple record of who you spoke with, what you discussed and when you should check in again. A spreadsheet is fine. A short note every few months, perhaps congratulating them on a promotion or sharing something relevant, keeps the relationship warm without demanding anything.

## Give Before You Ask

The most respected networkers are generous. Introduce two people who should know each other. Share a job posting with someone who might be a fit. Offer feedback on a colleague's presentation. These small acts build goodwill that returns in ways you cannot predict.

## Build Visibility Quietly

Not every connection has to happen in real time. Sharing a thoughtful comment on an industry article, writing a short post about a lesson from a recent project or answering questions in a professional community lets people get to know your thinking at your own pace.

Networking is a long game played in small, consistent moves. You do not need to become an extrovert to win it. You need to be curious, reliable and willing to send the first note.`,
  },
  {
    key: "standing-out-in-a-remote-job-search",
    title: "How to Stand Out in a Remote Job Search",
    summary:
      "Fully remote roles attract hundreds of applicants from across the country. What remote employers screen for, how to prove you can work independently, and how to handle video interviews with confidence.",
    category: "Remote Work",
    author: FIRM,
    keywords: "remote work, remote jobs, video interview, distributed teams, job search",
    publishedDaysAgo: 27,
    content: `Fully remote positions remain among the most sought-after jobs in the United States. Because location is no longer a filter, a single remote posting can attract applicants from all fifty states, and competition is noticeably stiffer than for an equivalent on-site or hybrid role.

Remote employers also evaluate candidates a little differently. Beyond the skills for the job itself, they are asking a second question: *can this person do excellent work without someone nearby to keep things on track?* Your application should answer that question before they ask it.

## What Remote Employers Screen For

In our conversations with hiring managers at distributed companies, the same traits come up again and again:

- **Written communication.** Much of remote work happens in writing, through chat, project tools, documentation and email. Clear, concise writing is a daily necessity.
- **Self-direction.** The ability to set priorities, manage time and move work forward without waiting for instructions.
- **Proactive updates.** Remote managers cannot see you working. People who share progress and raise problems early earn trust quickly.
- **Comfort with tools.** Familiarity with video platforms, shared documents, task trackers and asynchronous workflows.

## Show Remote Readiness on Your Resume

If you have worked remotely before, say so clearly. Add *"Remote"* to the location line of those roles, and include at least one bullet point that shows how you worked effectively across distance. For example:

- Coordinated a six-person team across three time zones, using weekly written plans and asynchronous reviews to cut project cycle time by 20%.

If you have not held a fully remote role, draw on related experience: working with distributed clients, leading projects across offices, or managing your own schedule as a freelancer or consultant.

## Let Your Application Demonstrate the Skills

Your cover letter and every email to a recruiter are writing samples. Keep them short, well organized and free of errors. Respond promptly, and when you send documents, name files clearly. These details signal exactly the professionalism remote teams need.

Some remote employers include a written exercise or a take-home assignment. Treat it with the same care you would give a first project on the job, including clear explanations of your assumptions.

## Mastering the Video Interview

Video interviews are the norm for remote roles, and small technical problems create outsized impressions. Prepare your setup the day before:

- Test your camera, microphone and internet connection on the platform the employer uses.
- Position the camera at eye level, with light coming from in front of you rather than behind.
- Choose a quiet, neutral background and close unnecessary applications and notifications.
- Keep a glass of water, your resume and a few notes within reach, but do not read from them.

During the interview, look at the camera when you are speaking, not at your own image. Pause slightly longer than you would in person before answering, since audio delays can cause people to talk over each other.

### Questions to Expect

Remote interviews often include questions such as:

- How do you structure your day when working from home?
- Tell me about a time you had to resolve a misunderstanding over chat or email.
- How do you stay connected to colleagues you rarely see in person?

Prepare specific examples, just as you would for any behavioral question.

## Ask Good Questions About How the Team Works

Remote cultures vary widely. Before accepting an offer, ask how the team communicates, which hours overlap are expected, how performance is measured and whether there are in-person gatherings. Ask about the equipment and home-office support provided. The answers will tell you whether the environment suits the way you work best.

## Consider Hybrid and Remote-Friendly Roles

Finally, widen your search. Many employers offer hybrid arrangements with only one or two office days per week, and these roles typically attract fewer applicants than fully remote ones. If you live within reach of a major metropolitan area, a hybrid role may offer much of the flexibility you want with considerably better odds.

Remote work rewards people who communicate clearly and deliver consistently. Make those qualities obvious at every step of your search, and you will stand out in even the most crowded applicant pool.`,
  },
  {
    key: "first-90-days-new-executive",
    title: "Your First 90 Days as a New Executive",
    summary:
      "Executive transitions fail more often than most boards admit. A phased plan for the first three months in a senior role: listening before acting, securing early wins and building the team you need.",
    category: "Leadership Development",
    author: "Dana Whitfield",
    keywords: "leadership development, executive onboarding, first 90 days, new leader, executive transition",
    publishedDaysAgo: 33,
    content: `In more than two decades of executive search, I have seen talented leaders succeed brilliantly and equally talented leaders leave within 18 months. The difference is rarely intelligence or experience. More often, it comes down to how they handled their first three months.

The first 90 days in a senior role set expectations with your board or CEO, your peers and your team. Decisions made in haste during this period are hard to undo, and so are the impressions you create. What follows is the framework I share with every executive we place.

## Before Day One

Preparation starts the moment you accept. Use the weeks before your start date to read everything you can: annual reports, board materials, strategy documents, customer reviews, employee survey results. Ask your new manager for a list of people you should meet in your first month, and request a few of those meetings before you officially begin.

Most importantly, have an explicit conversation about expectations. Ask directly: *"What will success look like at six months and at one year?"* Write down the answer and confirm it by email.

## Days 1 to 30: Listen and Learn

Your first month is for understanding, not fixing. Even if you arrive with a clear view of what needs to change, you will make better decisions once you understand the history, the people and the unwritten rules.

### Conduct Structured Listening Sessions

Meet one-on-one with every direct report and key peer, and with a cross-section of people deeper in the organization. Ask each of them the same questions:

- What is working well that we must protect?
- What are the biggest obstacles to our success?
- If you were in my role, what would you focus on first?
- What should I know that nobody is likely to tell me?

Asking everyone the same questions lets you spot patterns. When five people independently name the same problem, you have found a priority.

#### Watch What People Avoid Saying

Pay attention to topics people steer away from, to conflicts that come up indirectly and to the names that recur when things go wrong. Some of the most important information in a new organization is never stated outright.

## Days 31 to 60: Diagnose and Secure Early Wins

By the second month, you should be forming a view of the organization's situation. Is this a turnaround, a period of rapid growth, a realignment, or a successful business that needs to sustain its performance? Each situation calls for a different pace and style.

This is also the time to secure one or two **early wins**: visible improvements that matter to people and can be delivered quickly. Good candidates are problems that frustrate many people, such as a slow approval process or a meeting that wastes hours each week. Early wins build credibility that you will need for harder changes later.

## Days 61 to 90: Set Direction and Build the Team

In the final month of your first quarter, share your assessment and priorities with your manager, your team and key stakeholders. Explain what you heard, what you concluded and what you intend to do. People accept change far more readily when they can see that it grew out of listening.

### Make Team Decisions Deliberately

Most new executives eventually make changes to their leadership team. Resist the urge to act in the first few weeks, but do not wait indefinitely either. By day 90, you should know who your strongest performers are, where roles need to change and where you need to recruit. Leaders who delay these decisions for a year often regret it.

## Common Pitfalls

- **Arriving with the answer.** Implementing the playbook from your last company before understanding this one is the fastest way to lose your team.
- **Neglecting peers.** Your relationships with colleagues across the executive team matter as much as the one with your manager.
- **Overcommitting.** Promising dramatic results in the first quarter creates pressure you do not need.
- **Going quiet.** Communicate frequently, even when the message is simply that you are still learning.

## Ask for Feedback Early

Around day 60, ask your manager and a few trusted colleagues how your transition is going. Ask what you should do more of and what you should do less of. The question itself signals confidence and self-awareness, and the answers may save you from a misstep you could not see.

A new leadership role is a rare chance to reset. Leaders who use the first 90 days to listen carefully, act selectively and communicate clearly give themselves the best possible foundation for the years that follow.`,
  },
  {
    key: "hiring-market-trends-2026",
    title: "The 2026 Hiring Market: Five Trends Employers and Candidates Should Watch",
    summary:
      "Hiring in 2026 is selective rather than frantic. Five trends shaping the US talent market this year, from skills-based hiring and AI-assisted recruiting to pay transparency and the return of the counteroffer.",
    category: "Market Trends",
    author: FIRM,
    keywords: "hiring trends, labor market, 2026 outlook, skills-based hiring, talent acquisition",
    publishedDaysAgo: 2,
    content: `After several years of extremes, from the hiring frenzy of 2021 and 2022 to the cautious slowdown that followed, the US talent market in 2026 has settled into something more measured. Employers are hiring, but selectively. Candidates have options, but they are expected to show clear evidence of impact.

Based on our search activity across technology, finance, healthcare, manufacturing and professional services, here are five trends we expect to shape hiring for the rest of the year.

## 1. Selective Hiring Is the New Normal

Most of our clients are not expanding headcount broadly. Instead, they are replacing departures carefully and investing in a smaller number of high-impact roles. The result is longer, more rigorous interview processes, often with work samples, case exercises or panel interviews.

**For employers:** rigor is good, but a drawn-out process still loses top candidates. Set a clear timeline and stick to it.

**For candidates:** expect more steps, and prepare specific evidence of results for each one.

## 2. Skills-Based Hiring Moves From Talk to Practice

Many employers have removed degree requirements from job postings in recent years. In 2026, more are actually changing how they assess candidates, using structured interviews, skills assessments and portfolio reviews rather than relying on pedigree.

This opens doors for career changers and people who built their skills outside traditional paths. It also means candidates must be ready to demonstrate skills, not just list them.

## 3. AI Is Reshaping Both Sides of Recruiting

Employers increasingly use AI tools to screen applications, schedule interviews and draft job descriptions. Candidates use the same tools to write resumes and cover letters. The predictable result is a flood of polished but generic applications.

What stands out now is specificity: concrete accomplishments, genuine knowledge of the employer and thoughtful answers in live conversation. Meanwhile, roles that require *working with* AI, from data engineering to operations analysis, are among the fastest-growing requests we receive.

### A Note on Regulation

Several states and cities have adopted or proposed rules on the use of automated tools in hiring decisions, including notice and bias-audit requirements. Employers should review how their screening tools work and confirm they comply with local requirements.

## 4. Pay Transparency Is Changing Negotiations

A growing number of states now require salary ranges in job postings, including California, Colorado, Illinois, Maryland, Massachusetts, Minnesota, New Jersey, New York, Vermont and Washington. Because many employers post nationally, ranges are now visible on a large share of US job listings.

Transparency has made initial conversations more efficient, but it has also created pressure on internal equity. When new hires can see ranges, so can current employees. Employers that have not reviewed their pay structures recently should do so before posting.

## 5. Counteroffers Are Back

With replacement costs high and hiring slower, many employers are fighting harder to keep people who resign. We are seeing counteroffers more frequently than at any point since 2022, especially for experienced technical, finance and clinical talent.

**For candidates:** decide before you resign what, if anything, would make you stay. A counteroffer rarely fixes the reasons you started looking.

**For hiring companies:** discuss the possibility of a counteroffer openly with your finalist before the offer stage, and move quickly once you decide.

## Where the Demand Is Strongest

Across our practice areas, demand in early 2026 has been strongest for:

- Registered nurses, nurse practitioners and healthcare revenue cycle leaders
- Data engineers, cloud infrastructure specialists and security professionals
- FP&A, treasury and controllership talent
- Plant and operations leaders with lean and automation experience
- Project managers in energy and infrastructure

## What This Means for You

For employers, the message is to be decisive: define the role precisely, assess for skills and move quickly when you find the right person. For candidates, the message is to be specific: know your accomplishments, research each employer and present clear evidence that you can deliver results from day one.

A measured market rewards preparation on both sides of the table.`,
  },
  {
    key: "pay-transparency-laws-job-seekers",
    title: "Pay Transparency Laws: What They Mean for Your Job Search",
    summary:
      "Salary ranges now appear on a large share of US job postings. How to read a posted range, why the midpoint matters, and how to use transparency data in conversations with recruiters and hiring managers.",
    category: "Market Trends",
    author: "Priya Natarajan",
    keywords: "pay transparency, salary range, job postings, compensation, salary history ban",
    publishedDaysAgo: 48,
    content: `Five years ago, most job seekers discovered what a role paid only after several rounds of interviews. Today, thanks to a wave of state and local pay transparency laws, salary ranges appear on a large share of US job postings. That is a genuine shift in the balance of information, and candidates who understand how to read these ranges have a real advantage.

## Where the Laws Apply

Colorado led the way in 2021, requiring employers to include pay ranges in job postings. California, Washington and New York followed, and in the past two years Illinois, Maryland, Massachusetts, Minnesota, New Jersey, Vermont, Hawaii and the District of Columbia have added their own requirements. Several cities have local rules as well.

The details vary. Some laws apply only to employers above a certain size; some require benefits information; some cover internal promotions. Because many employers post positions nationally, they often include ranges everywhere rather than tailor each listing. *Always check the current rules in your state*, since requirements continue to change.

## How to Read a Posted Range

A posted range is useful, but it is not a promise. A few things to keep in mind:

- **Wide ranges are common.** A posting listing $90,000 to $160,000 may cover several levels, or may reflect pay differences between cities.
- **The midpoint is often the realistic target.** Many employers hire most people between the bottom and the midpoint, reserving the top of the band for exceptional candidates or future raises.
- **Base pay is not total pay.** Bonuses, equity, retirement contributions and benefits can add 20% or more to the value of an offer.

When a range seems unusually wide, it is fair to ask a recruiter which part of the range the hiring team expects to use for someone with your background.

## Using Transparency Data in Your Search

### Benchmark Your Current Pay

Collect the ranges from ten to fifteen postings for roles similar to yours in your region. The pattern tells you far more than any single listing. If your current salary sits below most of the midpoints, you have a strong data-backed case for a raise or a move.

### Set Better Expectations

Posted ranges let you screen out roles that will not meet your needs before you invest hours in interviews. Just as importantly, they help you avoid anchoring too low when an employer asks about expectations.

### Negotiate With Evidence

When you counter an offer, pointing to market data is more persuasive than pointing to personal needs. A statement such as *"Based on comparable roles in the Chicago market, I was expecting something closer to the midpoint of your posted range"* is specific, professional and hard to dismiss.

## Salary History Bans

Alongside transparency rules, many states and cities prohibit employers from asking about your current or past pay. These bans exist to prevent past pay gaps from following people into new roles. If you are asked in a jurisdiction where such questions are prohibited, you can politely redirect: *"I'd prefer to focus on the value of this role. Based on my research, I'm targeting a range of..."*

## What Employers Are Learning

Transparency has pushed many companies to formalize pay bands and review internal equity. When new postings show higher ranges than current employees earn, those employees notice. Forward-thinking employers are addressing gaps proactively, which is good news for people who stay as well as those who move.

## The Bottom Line

Pay transparency does not eliminate negotiation, but it changes the starting point. Candidates now begin conversations with real information instead of guesses. Use that information thoughtfully: research widely, ask clarifying questions about the range and anchor your expectations in market evidence. You will negotiate with more confidence and make better decisions about which opportunities deserve your time.`,
  },
  {
    key: "hiring-software-engineers-ai-era",
    title: "Hiring Software Engineers When AI Writes Half the Code",
    summary:
      "AI coding assistants have changed what strong engineers do all day. How engineering leaders are rethinking job descriptions, technical interviews and seniority when routine code is cheap and judgment is scarce.",
    category: "Technology Focus",
    author: "Priya Natarajan",
    keywords:
      "software engineer hiring, AI coding assistants, technical interviews, engineering leadership, developer skills",
    publishedDaysAgo: 12,
    content: `AI coding assistants have moved from experiment to everyday tool in most engineering organizations we work with. Engineers use them to generate boilerplate, write tests, explain unfamiliar code and draft entire features. The productivity gains are real, but so is the confusion about what it now means to hire a strong software engineer.

Over the past year, we have discussed this question with dozens of CTOs and engineering managers. Their answers point to a clear shift in what matters.

## What Has Changed in the Work

When routine code becomes cheap to produce, the scarce skills move upstream and downstream of typing:

- **Problem framing:** deciding what to build, breaking ambiguous requirements into well-defined pieces, and recognizing when a problem is not worth solving.
- **Review and verification:** reading generated code critically, spotting subtle bugs and security issues, and writing tests that prove behavior.
- **System design:** understanding how components interact, where data lives and how a system fails under load.
- **Communication:** explaining trade-offs to product managers, documenting decisions and mentoring others.

One engineering director put it this way: *"I used to hire people who could write code quickly. Now I hire people who can tell me whether the code is right."*

## Rethinking Job Descriptions

Many job postings still read as lists of languages and frameworks. Those matter, but they are increasingly easy to learn with AI assistance. Stronger descriptions now emphasize outcomes and judgment:

- Owning a service in production, including on-call and incident review
- Designing systems that other teams depend on
- Reviewing code and raising the quality bar for a team
- Working directly with customers or product partners to clarify requirements

If your description could be satisfied by someone who memorized a framework, it may attract the wrong applicants.

## Rethinking the Technical Interview

Traditional algorithm puzzles were already a weak predictor of job performance. With AI assistants able to solve most of them instantly, they have become weaker still. Engineering leaders are adopting formats that more closely resemble the real work.

### Code Review Exercises

Give candidates a realistic pull request containing a few deliberate problems, from a logic error to a missing edge case to a security flaw, and ask them to review it. This reveals judgment, attention to detail and communication style in a single exercise.

### Collaborative Design Sessions

Ask candidates to design a system they might actually build at your company, and discuss trade-offs together. Strong candidates ask clarifying questions, state assumptions and adjust their design when constraints change.

### AI-Permitted Take-Home Work

Some teams now explicitly allow AI tools on take-home exercises and then spend the follow-up interview discussing the candidate's choices. Why did they accept one suggestion and reject another? How did they verify the result? This mirrors real work far better than a ban that is impossible to enforce.

## What This Means for Seniority

There is a real concern across the industry that AI assistance reduces the number of junior roles, and with them the pipeline of future senior engineers. The organizations we admire most are continuing to hire early-career engineers while redesigning how they learn: more pairing, more code review and more deliberate exposure to production systems.

For senior hires, the bar has shifted toward breadth and leadership. A senior engineer in 2026 is expected to multiply the output of others, not simply to produce more code personally.

## Advice for Engineers on the Market

If you are a software engineer looking for your next role, prepare to talk about:

- Specific systems you designed or significantly improved, and the measurable results
- How you use AI tools in your workflow, and where you have learned not to trust them
- Bugs or incidents you diagnosed, and what you changed afterward
- Times you influenced technical direction beyond your own tasks

Engineers who can explain their judgment clearly will remain in high demand, regardless of how much of the typing machines take over.`,
  },
  {
    key: "healthcare-hiring-outlook-2026",
    title: "Healthcare Hiring in 2026: Nursing, Revenue Cycle and the Retention Challenge",
    summary:
      "Healthcare remains the most persistent hiring challenge in the US market. Where shortages are most acute, what compensation looks like for nurses and clinical leaders, and which retention strategies are actually working.",
    category: "Industry Insights",
    author: "Marcus Reyes",
    keywords:
      "healthcare hiring, nursing shortage, registered nurse, revenue cycle, clinician retention, healthcare staffing",
    publishedDaysAgo: 18,
    content: `Healthcare continues to be the most persistent hiring challenge in the US labor market. Even as other sectors have cooled, hospitals, physician groups and outpatient providers tell us that open positions take longer to fill and cost more to fill than they did before 2020. Our healthcare practice sees the same pattern across the Midwest, the Southeast and the coasts.

Here is what we are seeing in the market, and what the most successful employers are doing about it.

## Where Shortages Are Most Acute

### Registered Nurses

Demand for experienced registered nurses, particularly in critical care, emergency, perioperative and labor and delivery units, remains well ahead of supply. An aging workforce, burnout from the pandemic years and limited faculty capacity at nursing schools all contribute. Many health systems have reduced their reliance on travel nurses since the peak, but they are now competing harder for permanent staff.

### Advanced Practice Providers

Nurse practitioners and physician assistants are in high demand as health systems expand urgent care, primary care and specialty clinics. Part-time and flexible schedules are increasingly common ways to attract experienced providers.

### Revenue Cycle and Healthcare Administration

Less visible but equally important is the demand for revenue cycle leaders, coding specialists and denials-management experts. Payer complexity continues to rise, and organizations with strong revenue cycle teams have a significant financial advantage.

## What Compensation Looks Like

Compensation varies widely by market, but several patterns hold:

- **Experienced ICU and emergency nurses** in major metropolitan markets frequently see base pay above $100,000, with shift differentials and sign-on bonuses on top.
- **Sign-on bonuses** of $10,000 to $20,000 remain common for hard-to-fill specialties, usually with a retention commitment of one to two years.
- **Revenue cycle directors** at multi-hospital systems typically earn in the $150,000 to $190,000 range, depending on scope.

Base pay alone no longer differentiates employers, however. Nearly everyone has raised pay; the question is what else you offer.

## Retention Strategies That Work

The cheapest nurse to hire is the one you do not lose. The employers with the lowest turnover in our network share several practices.

**Predictable scheduling.** Posting schedules well in advance, limiting mandatory overtime and offering self-scheduling tools consistently rank among the most valued benefits for nurses.

**Strong onboarding and precepting.** New graduates and nurses changing specialties stay longer when they receive structured orientation with a dedicated preceptor. Cutting orientation short to fill gaps often backfires within a year.

**Clinical ladders and education support.** Clear pathways for advancement, certification bonuses and tuition reimbursement signal that the organization is invested in long-term careers.

**Listening to frontline staff.** Shared governance councils and regular, acted-upon feedback help nurses feel that their expertise shapes how care is delivered.

## Advice for Healthcare Employers

Move quickly. Experienced clinicians often accept offers within days of starting a search. Streamline credentialing and interviews wherever possible, and make sure hiring managers are available for timely conversations. Be transparent about staffing ratios, scheduling expectations and unit culture, because candidates will find out anyway.

## Advice for Healthcare Professionals

If you are considering a move, look beyond the headline pay rate. Ask about nurse-to-patient ratios, orientation length, scheduling practices, turnover on the unit and opportunities for advancement. Talk to nurses who currently work there if you can. The right unit culture will matter more to your day-to-day life than a few dollars per hour.

Healthcare will remain a candidate's market for the foreseeable future. Employers who compete on the quality of the working environment, not just on pay, will be the ones who build stable, experienced teams.`,
  },
  {
    key: "manufacturing-skills-gap-plant-leaders",
    title: "Closing the Manufacturing Skills Gap: What Plant Leaders Are Doing Now",
    summary:
      "Reshoring and automation have raised demand for skilled manufacturing talent faster than the workforce can grow. How plant leaders are recruiting, training and retaining technicians, engineers and supervisors.",
    category: "Industry Insights",
    author: FIRM,
    keywords: "manufacturing hiring, skills gap, skilled trades, plant leadership, apprenticeships, automation",
    publishedDaysAgo: 40,
    content: `American manufacturing has spent the last several years in an unusual position: strong investment, new facilities under construction across the Midwest and South, and a persistent shortage of the people needed to run them. Reshoring, electric-vehicle and battery projects, semiconductor investment and automation have all increased demand for skilled workers faster than the workforce has grown.

Our manufacturing practice works with plants ranging from 50-person machine shops to multi-site industrial manufacturers. The challenges look remarkably similar across them.

## Where the Gaps Are Widest

- **Maintenance and controls technicians** who can troubleshoot PLCs, robotics and automated lines
- **CNC machinists and programmers**, particularly for multi-axis and high-tolerance work
- **Welders** with code certifications for pressure vessels and structural work
- **Quality and manufacturing engineers** familiar with automotive, aerospace or medical-device standards
- **Production supervisors and plant managers** who can lead people while running a lean operation

The supervisor gap deserves special attention. Many plants promote their best technicians into supervisory roles without preparation, and lose both a great technician and a potential leader in the process.

## What Leading Plants Are Doing

### Building Their Own Pipelines

The most successful manufacturers have stopped waiting for the market to supply trained workers. They partner with community colleges and technical high schools on curriculum, host plant tours and summer programs, and sponsor registered apprenticeships that combine paid work with classroom instruction.

These programs take time to pay off, but plants that started them five years ago are now filling a significant share of skilled roles internally.

### Hiring for Aptitude, Training for Skill

Many employers have broadened their hiring criteria. Rather than requiring years of specific experience, they assess mechanical aptitude, reliability and willingness to learn, then provide structured on-the-job training. Veterans, career changers from construction or logistics, and candidates from agricultural backgrounds often thrive in these programs.

### Rethinking Shift Structures

Rotating shifts and mandatory overtime are among the top reasons manufacturing employees leave. Some plants are experimenting with fixed shifts, compressed schedules such as four ten-hour days, and advance notice for overtime. Others offer meaningful shift premiums for nights and weekends. These changes often cost less than the turnover they prevent.

### Developing Frontline Leaders

Plants with strong retention invest heavily in their supervisors. New supervisors receive training in communication, coaching, conflict resolution and basic financial literacy before they take over a team, and experienced managers mentor them through their first year.

## Automation and the Workforce

Automation is sometimes framed as a solution to the labor shortage. In practice, it shifts demand rather than eliminating it. A plant that installs robotic welding cells needs fewer manual welders but more technicians, programmers and engineers to keep those cells running.

Forward-looking employers are using automation projects as an opportunity to upskill their existing workforce. Operators who are trained to maintain and troubleshoot new equipment become more valuable and more likely to stay.

## Compensation and Benefits

Wages for skilled manufacturing roles have risen significantly since 2021. Experienced controls technicians in many Midwest markets now earn between $35 and $50 per hour, and plant managers at mid-sized facilities commonly earn $140,000 to $190,000 plus bonus. Beyond pay, tuition support, clear advancement paths and predictable schedules increasingly decide where people choose to work.

## The Takeaway

The manufacturing skills gap will not close quickly. Plants that treat workforce development as a core operating priority, on the same level as safety and quality, are steadily pulling ahead. Those that rely on poaching experienced talent from competitors are finding that strategy more expensive every year.`,
  },
  {
    key: "how-to-work-with-a-recruiter",
    title: "How to Work With a Recruiter and Get the Most Out of It",
    summary:
      "A good recruiter can open doors that job boards cannot. What recruiters do, how they are paid, what to share with them, and how to build a relationship that helps your career long after your next move.",
    category: "Career Guidance",
    author: FIRM,
    keywords: "career guidance, working with a recruiter, executive search, job search strategy, candidate tips",
    publishedDaysAgo: 60,
    content: `Many professionals only think about recruiters when they are actively looking for a job. Yet a strong relationship with a good recruiter can be one of the most valuable assets in a career, providing market insight, access to roles that are never advertised and an advocate during negotiations.

Understanding how recruiters work makes it much easier to get value from the relationship.

## How Recruiters Are Paid

Reputable agency and executive search recruiters are paid by the hiring company, never by the candidate. You should not be asked to pay a fee to be represented or placed. Because recruiters are paid to fill specific roles, their first loyalty is to finding the right person for their client, which is why the best candidate relationships are built on honesty in both directions.

There are two main models:

- **Contingency recruiting:** the firm is paid only if its candidate is hired. Common for professional and mid-level roles.
- **Retained search:** the firm is paid in stages to conduct an exclusive search. Typical for executive and highly specialized roles.

## What a Good Recruiter Can Do for You

- Introduce you to roles that are confidential or not yet posted
- Give you candid feedback on your resume and interview performance
- Share what the hiring manager really values, beyond the job description
- Provide current market data on compensation
- Negotiate on your behalf and manage difficult conversations
- Keep you informed throughout the process

## What to Share With Your Recruiter

The more a recruiter understands about you, the better they can match you. Be open about:

- **Your motivations:** why you are considering a move, and what would make you stay where you are.
- **Your compensation:** your current package and your target. This stays between you and the recruiter unless you agree otherwise.
- **Your constraints:** location, travel, schedule, visa status, notice period.
- **Other processes:** if you are interviewing elsewhere, say so. It helps your recruiter manage timing rather than hurting your chances.

At our firm, your details are never shared with an employer without your explicit consent. Ask any recruiter you work with how they handle your information.

## Being a Candidate Recruiters Want to Help

### Respond Promptly

Hiring processes move quickly. A reply within a day, even a brief one, keeps you in consideration and shows professionalism.

### Be Honest About Your Interest

If a role is not right for you, say so early and explain why. Recruiters appreciate clarity, and your reasons help them find a better match next time.

### Prepare for Every Conversation

Treat a screening call with a recruiter as seriously as an interview with the employer. Recruiters decide whom to present, and their impressions of you carry weight with their clients.

### Give Feedback After Interviews

Call your recruiter promptly after each interview and share how it went, what you learned and any concerns. That information helps them advocate for you and address issues before they become obstacles.

## Common Mistakes

**Applying directly after a recruiter presents a role.** If a recruiter has introduced you to an opportunity, let them submit you. Duplicate applications create confusion and can remove you from consideration entirely.

**Going silent.** If your situation changes, such as accepting another offer, let your recruiter know. Ghosting damages a relationship that could help you for years.

**Working with too many recruiters at once.** Choose a small number of specialists in your field. Being submitted to the same employer by multiple firms reflects poorly on everyone.

## Building the Relationship for the Long Term

The best time to connect with a recruiter is when you do not need a job. Take the call even when you are happy in your current role. Share occasional updates on your career. Refer talented colleagues when you can. When the time does come to make a move, you will be working with someone who already knows your story and can act quickly on your behalf.`,
  },
  {
    key: "counteroffers-why-they-rarely-work",
    title: "Thinking About Accepting a Counteroffer? Read This First",
    summary:
      "A counteroffer can feel like validation, but it rarely fixes the reasons you started looking. How to decide before you resign, what to say when your employer asks you to stay, and when staying actually makes sense.",
    category: "Career Guidance",
    author: FIRM,
    keywords: "counteroffer, resignation, career decisions, job change, retention",
    publishedDaysAgo: 75,
    content: `You have accepted a new position, drafted a resignation letter and prepared for an awkward conversation. Then your manager surprises you: *"We don't want to lose you. What would it take for you to stay?"* A day later, there is an offer on the table, often a raise, sometimes a new title, occasionally both.

Counteroffers have become more common as employers face high replacement costs and slower hiring. They can be flattering. But in our experience, most professionals who accept one find themselves job hunting again within a year or two.

## Why Employers Make Counteroffers

Understanding the employer's perspective helps you evaluate the offer clearly. Replacing an experienced employee is expensive. Recruiting, onboarding and lost productivity can easily cost a substantial share of a year's salary, and a sudden departure can disrupt projects and unsettle the team.

A counteroffer is often the fastest, cheapest way to avoid that disruption. That does not make it insincere, but it does mean the offer may address the employer's immediate problem rather than your underlying goals.

## Why Counteroffers Often Fail

### The Original Reasons Remain

People rarely start looking for a new job solely because of pay. More often, they want growth, a better manager, more interesting work, a healthier culture or more flexibility. A raise does not change any of those. Once the excitement fades, the same frustrations return.

### Trust Can Shift

After you resign, your loyalty may be quietly questioned. Some managers will wonder whether you will leave at the next opportunity and may plan accordingly, for example when deciding who leads the next major project or who is considered for promotion.

### You Are Being Paid Early for Future Raises

A counteroffer sometimes pulls forward a raise you would have received anyway, which can mean smaller increases in the following cycles.

### The Bridge You Burn

Accepting a new offer and then withdrawing damages your relationship with the new employer and, if one was involved, with your recruiter. Hiring communities are smaller than they seem.

## Decide Before You Resign

The best way to handle a counteroffer is to think it through before it happens. Before you resign, ask yourself:

- Why did I start looking in the first place?
- Have I raised these concerns with my manager before? What happened?
- If my employer matched the new salary, would the other issues still bother me?
- What specifically would have to change for me to stay happily for three more years?

If you cannot identify a realistic change that would address your core reasons, you have your answer already.

## How to Decline Gracefully

If you decide to leave, you can decline a counteroffer without damaging the relationship:

- Thank your manager sincerely for the offer and the opportunities you have had.
- Explain that your decision is based on the overall opportunity, not a single factor.
- Keep the conversation brief and positive, and avoid criticizing the company.
- Commit to a thorough handover during your notice period.

A simple statement works well: *"I really appreciate this, and it means a lot that you want me to stay. I've thought carefully about it, and I've made a commitment that I intend to honor. I want to make sure the transition goes smoothly."*

## When Staying Makes Sense

Counteroffers are not always a mistake. Staying can be the right choice when:

- The counteroffer addresses your actual reasons for leaving, not just pay
- The changes are concrete and documented, such as a new role with defined responsibilities
- You had genuinely not raised your concerns before, and your employer responds with real commitment
- The new opportunity had significant drawbacks you were prepared to tolerate

If you stay, get the commitments in writing and set a check-in date to confirm they are being honored.

## A Final Thought

Resigning is a significant decision, and it deserves careful thought before you make it, not after. Settle your reasons clearly, talk through the possibility of a counteroffer with your recruiter in advance, and you will be able to respond with confidence rather than being swept along by the moment.`,
  },
  {
    key: "executive-panel-interview-preparation",
    title: "Preparing for an Executive Panel Interview",
    summary:
      "Senior hiring decisions are rarely made by one person. How to prepare for panel and board interviews, read the room, tailor answers to different stakeholders and present a credible point of view on the business.",
    category: "Interview Preparation",
    author: "Dana Whitfield",
    keywords: "executive interview, panel interview, board interview, C-suite, interview preparation, leadership",
    publishedDaysAgo: 95,
    content: `At the executive level, hiring decisions are almost never made by a single person. A candidate for a vice president or C-suite role may meet with the chief executive, several peers, board members and sometimes members of the team they will lead, often in a panel format. Each person brings different priorities, and all of them will compare notes.

Panel interviews can feel intimidating, but they follow recognizable patterns. With the right preparation, they are an opportunity to show exactly the judgment and presence the role requires.

## Understand Who Is on the Panel

Ask your recruiter or the company's talent team for the names and roles of everyone you will meet. Then research each person: their background, tenure, areas of responsibility and public statements. Try to anticipate what each of them cares about most.

For example, in a search for a chief financial officer:

- **The CEO** wants a strategic partner who can help shape growth plans and communicate with investors.
- **The audit committee chair** wants confidence in controls, reporting and risk management.
- **The chief operating officer** wants someone who will help, not hinder, operational decisions.
- **The head of human resources** is assessing leadership style and cultural fit.

A strong candidate addresses each of these concerns at some point in the conversation.

## Prepare a Point of View

Executive candidates are expected to arrive with informed opinions about the business. Study annual reports, investor presentations, earnings calls, industry analysis and news coverage. Form a view on the company's position, its challenges and where you could contribute.

Be careful about tone. The goal is to show that you have done the work and can think strategically, not to deliver a plan for fixing a company you do not yet fully understand. Phrases such as *"From the outside, it looks like..."* or *"I'd want to test this assumption, but..."* signal both confidence and humility.

## Managing the Room

### Address Everyone

When a panel member asks a question, begin your answer by looking at them, then include the rest of the panel as you continue. Return to the questioner as you conclude.

### Use Names

Using panelists' names naturally, and referring back to points they raised earlier, shows that you are listening and engaged.

### Watch for Signals

Notice who takes notes, who asks follow-up questions and who seems skeptical. If someone appears unconvinced, it is fine to ask, *"Did that answer your question, or would more detail on a particular part be helpful?"*

## Questions to Expect

Executive panels tend to focus on a few recurring themes:

- A major strategic decision you made, including the alternatives you rejected
- A significant failure and what it taught you
- How you have built and reshaped leadership teams
- Your approach to disagreement with a chief executive or board
- How you would approach your first six months in this role

Prepare specific, well-structured stories for each. At this level, interviewers expect quantified results and candid reflection.

## Asking Strong Questions

Your questions reveal as much about you as your answers. Prepare different questions for different panelists, such as:

- For the CEO: *"What would you need from this role in the first year for it to be a clear success?"*
- For a board member: *"How does the board see the company's biggest risks over the next three years?"*
- For a peer: *"Where do you see the biggest opportunities for collaboration between our functions?"*

Avoid questions you could have answered through research.

## After the Interview

Send a concise, individual thank-you note to each panel member within 24 hours, referring to something specific from your conversation with them. Debrief with your recruiter promptly, sharing your impressions and any concerns, and ask for feedback. Executive searches often involve multiple rounds, and insight from one conversation can shape your preparation for the next.

Executive panel interviews test more than credentials. They test whether you can earn the confidence of a group of demanding, diverse stakeholders. Preparation, presence and genuine curiosity are what set successful candidates apart.`,
  },
  {
    key: "leading-hybrid-teams",
    title: "Leading a Hybrid Team: Practices That Actually Work",
    summary:
      "Hybrid work is now the default for many professional teams, but few managers were trained to lead one. Practical habits for meetings, communication, fairness and performance when your team is split between home and office.",
    category: "Remote Work",
    author: FIRM,
    keywords: "hybrid work, remote management, team leadership, distributed teams, workplace flexibility",
    publishedDaysAgo: 110,
    content: `Hybrid work has settled in as the standard arrangement for a large share of professional teams in the United States. Most employees we place into hybrid roles spend two or three days per week in the office, and many organizations continue to adjust their policies.

Yet most managers were never trained to lead a team that is sometimes together and sometimes apart. The result is familiar: meetings where remote participants struggle to be heard, decisions made in hallway conversations, and quiet frustration about who gets noticed. The following practices, drawn from conversations with clients who manage hybrid teams well, address those problems directly.

## Make Office Days Count

The most common complaint about hybrid work is commuting to the office only to spend the day on video calls. If people are coming in, the time should be used for work that benefits from being together.

- **Coordinate anchor days** when the whole team is in the office.
- **Reserve those days** for collaborative work: planning sessions, workshops, problem solving, onboarding and one-on-one coaching.
- **Protect home days** for focused individual work that requires fewer interruptions.

Teams that set this rhythm deliberately report higher satisfaction with hybrid arrangements than those that leave it to chance.

## Run Meetings That Work for Everyone

Hybrid meetings are harder than fully in-person or fully remote ones. A few habits make a large difference:

- If one person is remote, consider having everyone join from their own device so all participants are on equal footing.
- Use a shared document or whiteboard rather than a physical one.
- Ask remote participants for input first, before the conversation gains momentum in the room.
- Assign someone to monitor the chat and raise questions from remote attendees.

## Write Things Down

In a hybrid team, information shared in person easily fails to reach people working from home. The solution is a stronger written culture.

Document decisions, with a short explanation of why they were made. Keep project status in a shared tool rather than in people's heads. After in-person discussions that affect the team, post a brief summary. *If it was not written down, assume some of the team does not know it.*

## Guard Against Proximity Bias

Research and experience both suggest that managers tend to rate employees they see in person more favorably, even when performance is equivalent. This proximity bias can quietly undermine fairness and drive good people away.

### Measure Outcomes, Not Presence

Define clear goals and evaluate people on results. If you cannot describe what success looks like for a role without mentioning hours in the office, it is worth revisiting the expectations.

### Distribute Opportunities Deliberately

Keep a simple record of who receives high-visibility assignments, presentations and introductions to senior leaders. Review it periodically to ensure opportunities are not flowing only to the people you see most often.

## Invest in One-on-Ones

Regular one-on-one meetings are the single most important management habit in a hybrid team. Hold them weekly or every other week, on a predictable schedule, and protect the time. Use them to discuss priorities, obstacles, development and well-being, not just task status.

Alternate the format when you can. Some conversations work better in person; others are just as effective on video. Ask each team member what they prefer.

## Build Connection Intentionally

Relationships that form naturally in an office need a little help in a hybrid setting. Schedule occasional team lunches on anchor days, recognize achievements publicly in team channels and encourage peer mentoring across locations. Small gestures add up.

## Revisit the Arrangement Regularly

Hybrid work is not a policy you set once. Ask your team every few months what is working and what is not, and be willing to adjust. Changes in projects, team composition or company policy may call for a different rhythm.

Hybrid teams can be highly effective, combining the focus of remote work with the energy of time together. Getting there requires managers to lead deliberately rather than simply carrying old habits into a new setup.`,
  },
  {
    key: "career-change-transferable-skills",
    title: "Changing Careers Mid-Stream: How to Reposition Your Experience",
    summary:
      "Moving into a new field does not mean starting over. How mid-career professionals identify transferable skills, close targeted gaps and tell a credible story that persuades hiring managers to take a chance.",
    category: "Career Guidance",
    author: "Elena Brooks",
    keywords: "career change, transferable skills, career pivot, upskilling, professional development",
    publishedDaysAgo: 120,
    content: `Every week, we speak with experienced professionals who want to change direction: a teacher interested in corporate training, an engineer drawn to product management, a retail manager eyeing healthcare operations. Most of them worry that they will have to start over at the bottom.

That is rarely true. A well-planned career change builds on what you already know. The challenge is helping employers see the connection.

## Start With Honest Self-Assessment

Before you update your resume or apply anywhere, get clear on two questions: *what do you want to move toward*, and *what are you moving away from*? Career changes driven mainly by frustration with a current employer sometimes turn out to be job changes in disguise. A new company in the same field may solve the problem more easily.

If the pull toward a new field is genuine, research it thoroughly. Talk to people who work in it. Ask what a typical day looks like, what they wish they had known and which skills matter most.

## Identify Your Transferable Skills

Transferable skills are the capabilities that apply across industries and roles. They usually fall into a few categories:

- **Leadership and people management:** hiring, coaching, running teams
- **Project and operations management:** planning, budgeting, coordinating across groups
- **Communication:** writing, presenting, training, negotiating
- **Analysis:** working with data, solving problems, making decisions
- **Client and stakeholder management:** building relationships, handling difficult conversations

Go through your past roles and list specific examples for each. A teacher who designed a new curriculum and trained colleagues to use it has real instructional-design and change-management experience, even if it was never called that.

## Close the Gaps Strategically

Most career changes require some new knowledge. The key is to close the gaps that matter most to employers, not every possible gap.

### Target Credentials Carefully

A focused certification, such as a project management credential, a cloud certification or a specialized healthcare administration program, can be more persuasive than a second degree and takes a fraction of the time. Ask people in your target field which credentials employers actually value.

### Get Practical Experience

Volunteer projects, freelance work, internal stretch assignments and part-time roles all give you real accomplishments to discuss. If your current employer has a department related to your target field, a cross-functional project or internal transfer may be the easiest bridge.

## Rewrite Your Story

Hiring managers want to understand why you are making the move and why you will succeed. Prepare a concise, confident explanation that connects your past to your future:

*"For eight years I've managed store operations, including scheduling, inventory and customer experience for teams of 40 people. The part I've enjoyed most is improving processes, and I've spent the past year completing a healthcare administration certificate because I want to apply those skills in outpatient clinic operations."*

Notice what this does: it leads with relevant experience, explains the motivation and shows evidence of commitment.

### Adjust Your Resume

Translate your experience into the language of the new field. Replace industry-specific jargon from your old role with terms your target employers use. Lead with a summary that states your new direction, and emphasize accomplishments that are relevant to it.

## Be Realistic About the Transition

Some career changes involve a temporary step back in title or pay, especially when moving into a field where you have little direct experience. Others do not, particularly when your existing skills are in demand in the new field. Understand the likely range before you commit, and plan your finances accordingly.

## Use Your Network and a Recruiter

Career changers benefit more than anyone from personal introductions, because a trusted referral can persuade a hiring manager to look past an unconventional background. Tell your network what you are pursuing, and ask specifically for introductions.

A recruiter who specializes in your target field can also tell you honestly how employers will view your background and which roles are realistic next steps.

Changing careers takes planning and persistence, but it is far from starting over. Your experience is an asset. The work is in showing employers exactly how it applies.`,
  },
];

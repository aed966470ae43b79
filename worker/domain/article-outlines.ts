import type { ContentCategory } from "../contract/site-enums";

/**
 * What the built-in composer (article-composer.ts) writes from: per category, the titles, the topics and the
 * sections of an article, each section with its own points; plus category-neutral phrase banks that join the points
 * into paragraphs. Placeholders: {topic}, {audience}, {firm}.
 */

export interface OutlineSection {
  heading: string;
  /** One sentence each; every point opens its own paragraph. */
  points: readonly [string, string, string];
}

export interface CategoryOutline {
  audience: string;
  /** Title patterns; {topic} is one of `topics`. */
  titles: readonly string[];
  topics: readonly string[];
  keywords: readonly string[];
  sections: readonly OutlineSection[];
}

export const OUTLINES: Record<ContentCategory, CategoryOutline> = {
  "Industry Insights": {
    audience: "hiring leaders",
    titles: [
      "What {topic} Means for Hiring This Year",
      "Hiring Through {topic}: An Industry View",
      "{topic}: What Employers Are Seeing Now",
    ],
    topics: [
      "Talent Shortages in Skilled Roles",
      "Consolidation Across Mid-Sized Firms",
      "the Return of Specialist Roles",
      "Rising Demand for Hybrid Skills",
    ],
    keywords: ["industry insights", "hiring trends", "talent market", "workforce planning", "employer strategy"],
    sections: [
      {
        heading: "What Is Changing",
        points: [
          "Demand for experienced specialists has outpaced supply in most of the industries we recruit for, and the gap is widest for roles that mix technical depth with client contact.",
          "Employers that once filled roles from a local pool now compete with firms in other regions that hire remotely and pay national rates.",
          "Many organizations are also rebuilding teams that were trimmed too far, which puts experienced people back in demand all at once.",
        ],
      },
      {
        heading: "Where the Pressure Is Greatest",
        points: [
          "Operations, finance and engineering leaders report the longest searches, often three months or more for a senior hire.",
          "Smaller firms feel the pressure first because they cannot match the brand recognition or the benefits packages of large competitors.",
          "Roles that require licenses or certifications are hardest of all, since the pool cannot grow quickly no matter what employers offer.",
        ],
      },
      {
        heading: "How Leading Employers Respond",
        points: [
          "The employers that hire well treat recruiting as a standing process rather than a reaction to a resignation.",
          "They shorten interview loops, make decisions within days, and explain the role honestly, including its hard parts.",
          "Many also widen the pool by hiring for potential and training for the specific tools their teams use.",
        ],
      },
      {
        heading: "What Candidates Expect",
        points: [
          "Candidates now ask detailed questions about flexibility, growth paths and the stability of the business before they agree to a second interview.",
          "Pay transparency has changed the first conversation: people expect a range early and judge an employer by how openly it shares one.",
          "Strong candidates usually hold more than one offer, so the quality of the process itself becomes part of the offer.",
        ],
      },
      {
        heading: "Planning the Next Twelve Months",
        points: [
          "A workforce plan that looks a year ahead lets an employer start searches before the need becomes urgent.",
          "Succession planning for key roles protects the business when a long-serving leader decides to retire or move on.",
          "Regular conversations with a recruiting partner keep leaders informed about pay, supply and competing offers in their market.",
        ],
      },
    ],
  },
  "Career Guidance": {
    audience: "professionals planning their next move",
    titles: ["A Practical Guide to {topic}", "{topic}: How to Make the Right Call", "Getting {topic} Right"],
    topics: [
      "Changing Careers Mid-Stream",
      "Choosing Between Two Offers",
      "Planning Your Next Promotion",
      "Returning to Work After a Break",
    ],
    keywords: ["career guidance", "career change", "job search", "professional growth", "career planning"],
    sections: [
      {
        heading: "Start With an Honest Inventory",
        points: [
          "Every good career decision starts with a clear view of what you do well, what you enjoy and what you want less of.",
          "Write down the projects that energized you over the last two years and the ones that drained you, and look for the pattern.",
          "Ask two colleagues you trust what they would hire you to do; their answers are often more accurate than our own.",
        ],
      },
      {
        heading: "Define What Success Looks Like",
        points: [
          "Decide what the next role must give you, whether that is scope, pay, flexibility or a chance to learn something new.",
          "Rank those needs, because no role delivers everything and the ranking tells you what you will trade.",
          "A written definition of success protects you from accepting an offer simply because it arrived first.",
        ],
      },
      {
        heading: "Research the Market",
        points: [
          "Look at how the roles you want are described, which skills appear again and again, and what they pay in your region.",
          "Informational conversations with people already in those roles reveal what job descriptions leave out.",
          "A recruiter who specializes in your field can tell you which employers are hiring and how your background will be read.",
        ],
      },
      {
        heading: "Close the Gaps Deliberately",
        points: [
          "If the roles you want ask for a skill you lack, choose one concrete way to build it, such as a project, a course or a stretch assignment.",
          "Show the new skill in your work before you claim it on your resume, since interviewers will ask for examples.",
          "Small, visible steps compound quickly and give you stories to tell when the right opening appears.",
        ],
      },
      {
        heading: "Make the Move With Care",
        points: [
          "When you decide to move, run a focused search rather than applying everywhere at once.",
          "Keep your current work strong until the day you leave, because references and reputation follow you.",
          "Leave well: a generous handover and a gracious goodbye keep doors open for the rest of your career.",
        ],
      },
    ],
  },
  "Market Trends": {
    audience: "employers and candidates watching the job market",
    titles: ["{topic}: The Trend Behind the Numbers", "Reading the Market: {topic}", "{topic} and What Comes Next"],
    topics: [
      "Salary Growth Across Professional Roles",
      "the Shift Toward Contract Talent",
      "Regional Hiring Hot Spots",
      "Changing Expectations on Flexibility",
    ],
    keywords: ["market trends", "job market", "salary trends", "labor market", "hiring outlook"],
    sections: [
      {
        heading: "The Headline Trend",
        points: [
          "Hiring has become more selective but not slower for experienced professionals, whose skills remain scarce.",
          "Offers are moving faster for candidates with proven results, while entry-level searches take longer than they did two years ago.",
          "The result is a market that feels tight for employers and uneven for candidates, depending on level and specialty.",
        ],
      },
      {
        heading: "Pay and Total Rewards",
        points: [
          "Base salaries for in-demand roles continue to rise, though more slowly than at the peak of the recent hiring surge.",
          "Employers increasingly compete on the rest of the package: bonuses, equity, learning budgets and time off.",
          "Candidates compare total rewards rather than salary alone, so a clear summary of the whole offer matters more than before.",
        ],
      },
      {
        heading: "How Work Gets Done",
        points: [
          "Contract and interim talent has grown as employers look for flexibility while they wait for budgets to settle.",
          "Hybrid arrangements have become the default for many office roles, with two or three days together as the common pattern.",
          "Fully remote roles still attract the largest applicant pools, which makes them competitive for candidates.",
        ],
      },
      {
        heading: "Regional Differences",
        points: [
          "Mid-sized cities with lower living costs have gained professionals who once would have moved to the largest metro areas.",
          "Employers in those regions now compete for talent that coastal firms can reach remotely.",
          "Local knowledge of pay and supply helps an employer set an offer that is competitive without overpaying.",
        ],
      },
      {
        heading: "What to Watch Next",
        points: [
          "Watch time-to-hire and offer acceptance rates, which signal a change in the market before published statistics do.",
          "Changes in the interest rate outlook often show up in hiring plans one or two quarters later.",
          "Employers that keep recruiting steady through the cycle usually hire better people at a lower total cost.",
        ],
      },
    ],
  },
  "Technology Focus": {
    audience: "technology leaders and the people they hire",
    titles: ["{topic}: What It Means for Tech Teams", "Hiring for {topic}", "{topic} in Practice"],
    topics: [
      "AI Adoption on Engineering Teams",
      "Cloud Cost and Platform Skills",
      "Security as Everyone's Job",
      "Data Literacy Across the Business",
    ],
    keywords: ["technology hiring", "tech talent", "engineering teams", "digital transformation", "technical skills"],
    sections: [
      {
        heading: "The Shift Underway",
        points: [
          "New tools are changing what technology teams spend their time on, shifting effort from routine work to design, review and judgment.",
          "Teams that adopt new tools thoughtfully report faster delivery, but only when they also invest in the skills to use them well.",
          "The change touches every level, from junior developers to the executives who set the technology budget.",
        ],
      },
      {
        heading: "Skills in Demand",
        points: [
          "Employers look for engineers who understand systems end to end, not only the language or framework they use every day.",
          "Security, reliability and cost awareness have moved from specialist concerns to expectations for every senior engineer.",
          "Communication remains the skill that separates strong technologists from great ones, because most work now crosses team boundaries.",
        ],
      },
      {
        heading: "How to Assess Candidates",
        points: [
          "Practical exercises that mirror real work predict performance better than puzzles solved on a whiteboard.",
          "A short, respectful take-home task or a paired session shows how a candidate thinks and collaborates.",
          "Ask candidates to explain a past decision and its trade-offs, since judgment is hard to fake in conversation.",
        ],
      },
      {
        heading: "Building the Team Around the Tools",
        points: [
          "Tools amplify the habits of the team that uses them, good and bad alike.",
          "Clear review practices, shared standards and time for learning keep quality high as the pace increases.",
          "Leaders who measure outcomes rather than activity see where new tools help and where they only add noise.",
        ],
      },
      {
        heading: "Keeping Talent Once You Have It",
        points: [
          "Technologists stay where they learn, where their work matters, and where they trust their leaders.",
          "Career paths that reward deep technical work, not only management, keep senior engineers engaged.",
          "Regular conversations about growth cost little and prevent many of the resignations that surprise managers.",
        ],
      },
    ],
  },
  "Leadership Development": {
    audience: "new and experienced managers",
    titles: ["{topic}: A Leader's Guide", "Leading Through {topic}", "Becoming Better at {topic}"],
    topics: [
      "the First 90 Days in a New Role",
      "Giving Feedback That Lands",
      "Developing Future Leaders",
      "Leading Through Change",
    ],
    keywords: ["leadership development", "management", "team building", "feedback", "executive coaching"],
    sections: [
      {
        heading: "Why Leadership Is Learned",
        points: [
          "Most managers are promoted for doing their own work well and then asked to succeed through other people.",
          "That shift requires new habits, and habits are learned through practice and reflection rather than titles.",
          "Organizations that invest in their leaders see the return in retention, engagement and results.",
        ],
      },
      {
        heading: "Build Trust Early",
        points: [
          "Trust grows when a leader does what they say, explains their decisions, and admits what they do not know.",
          "One-on-one conversations in the first weeks reveal what each person needs and what gets in their way.",
          "Small promises kept early buy the credibility a leader will need when harder decisions come.",
        ],
      },
      {
        heading: "Set Direction Clearly",
        points: [
          "A team works best when it knows what matters most this quarter and why.",
          "Clear priorities let people make good decisions without waiting for approval.",
          "Revisit priorities openly when circumstances change, so the team understands the reason rather than guessing.",
        ],
      },
      {
        heading: "Develop Your People",
        points: [
          "Every member of the team should know what good performance looks like and how they are progressing.",
          "Stretch assignments, paired with support, grow people faster than training courses alone.",
          "Leaders who develop successors make themselves more promotable, not less.",
        ],
      },
      {
        heading: "Look After Yourself",
        points: [
          "Leadership is demanding, and leaders who neglect their own energy make poorer decisions.",
          "A mentor or peer group outside the team gives perspective and an honest sounding board.",
          "Protecting time for thinking and planning is part of the job, not a luxury.",
        ],
      },
    ],
  },
  "Salary Negotiation": {
    audience: "professionals evaluating an offer",
    titles: ["{topic}: How to Ask With Confidence", "A Recruiter's Guide to {topic}", "{topic} Without the Stress"],
    topics: [
      "Negotiating Your Base Salary",
      "Negotiating Beyond Salary",
      "Asking for a Raise",
      "Handling a Counteroffer",
    ],
    keywords: ["salary negotiation", "compensation", "job offer", "pay raise", "total rewards"],
    sections: [
      {
        heading: "Know Your Market Value",
        points: [
          "Negotiation starts long before the offer, with an honest view of what your skills earn in your market.",
          "Published salary surveys, pay ranges in job postings and conversations with recruiters together give a reliable range.",
          "Adjust the range for your level, your location and the size of the employer, since all three move pay.",
        ],
      },
      {
        heading: "Time the Conversation Well",
        points: [
          "The strongest moment to negotiate is after an offer is made and before you accept it.",
          "Thank the employer, express genuine interest, and ask for a day or two to review the complete offer.",
          "Avoid naming a number too early in the process, when you know least about the role and its value to the employer.",
        ],
      },
      {
        heading: "Make a Clear, Reasoned Ask",
        points: [
          "State one number, explain the reasons behind it, and then stop talking and listen.",
          "Tie your ask to the value you will bring and the market evidence you gathered, not to personal expenses.",
          "A calm, specific request signals professionalism and is far more likely to succeed than a vague wish for more.",
        ],
      },
      {
        heading: "Look at the Whole Package",
        points: [
          "When base salary is fixed, a signing bonus, an earlier review, extra time off or a learning budget may still be available.",
          "Flexibility on working days and location has real monetary value and is often easier for an employer to give.",
          "Ask for the complete offer in writing so that every part of it can be compared fairly.",
        ],
      },
      {
        heading: "Close Gracefully",
        points: [
          "Once you reach agreement, accept clearly and warmly; the relationship with your new manager starts here.",
          "If the employer cannot meet your needs, decline politely and leave the door open for the future.",
          "Whatever the outcome, a professional negotiation earns respect rather than risk.",
        ],
      },
    ],
  },
  "Interview Preparation": {
    audience: "candidates preparing for interviews",
    titles: ["{topic}: A Step-by-Step Plan", "How to Prepare for {topic}", "Mastering {topic}"],
    topics: ["Behavioral Interviews", "Panel Interviews", "Final-Round Executive Interviews", "Video Interviews"],
    keywords: [
      "interview preparation",
      "interview tips",
      "behavioral interview",
      "job interview",
      "interview questions",
    ],
    sections: [
      {
        heading: "Research Beyond the Website",
        points: [
          "Good preparation starts with the employer's challenges, not only its mission statement.",
          "Read recent news, annual reports and the profiles of the people you will meet to understand what they care about.",
          "Arrive with a view of how your experience helps with the problems the role exists to solve.",
        ],
      },
      {
        heading: "Prepare Your Stories",
        points: [
          "Most interview questions ask, in one form or another, for evidence that you have done the work before.",
          "Prepare six to eight short stories that show results, each with the situation, your action and the outcome.",
          "Include numbers wherever you can, because specific results are remembered long after the interview ends.",
        ],
      },
      {
        heading: "Practice Out Loud",
        points: [
          "Answers that sound clear in your head often ramble when spoken, so rehearse them aloud.",
          "A mock interview with a friend or recruiter reveals habits you cannot see yourself.",
          "Practice the opening question, usually some version of tell me about yourself, until it is crisp and confident.",
        ],
      },
      {
        heading: "Ask Questions That Matter",
        points: [
          "The questions you ask show how you think and what you value.",
          "Ask about the first six months, how success will be measured, and what the team finds hardest right now.",
          "Listen closely to the answers, since they help you decide whether the role is right for you.",
        ],
      },
      {
        heading: "Follow Up Well",
        points: [
          "Send a short thank-you note within a day, mentioning something specific from the conversation.",
          "If you forgot an important point, the follow-up note is a graceful place to add it.",
          "Stay patient and courteous while the employer decides; the process often takes longer than anyone expects.",
        ],
      },
    ],
  },
  "Resume Writing": {
    audience: "job seekers updating their resumes",
    titles: ["{topic}: A Recruiter's Advice", "Writing {topic} That Gets Read", "{topic} That Opens Doors"],
    topics: [
      "a Resume for Senior Roles",
      "an Achievement-Focused Resume",
      "a Resume After a Career Change",
      "a One-Page Resume",
    ],
    keywords: ["resume writing", "resume tips", "CV", "job application", "applicant tracking"],
    sections: [
      {
        heading: "Write for the Reader",
        points: [
          "A recruiter often spends less than a minute on a first read, so the top third of the page must make your case.",
          "Open with a short summary that states who you are, the level you work at and the results you are known for.",
          "Tailor that summary to each role you apply for, using the language of the job description where it is honest.",
        ],
      },
      {
        heading: "Lead With Achievements",
        points: [
          "Duties describe a job; achievements describe the person who did it.",
          "For each role, list three to five accomplishments with a number attached, such as revenue, savings, time or scale.",
          "Start each line with a strong verb and keep it to one or two lines so it can be scanned quickly.",
        ],
      },
      {
        heading: "Structure and Format",
        points: [
          "Use a clean, simple layout with clear headings, consistent dates and plenty of white space.",
          "Avoid tables, text boxes and images, which applicant tracking systems often read poorly.",
          "Two pages is right for most experienced professionals; one page suits early careers.",
        ],
      },
      {
        heading: "Keywords and Skills",
        points: [
          "Applicant tracking systems search for skills and titles, so include the terms employers use for your work.",
          "Place key skills in context within your achievements rather than in a long list at the bottom.",
          "Remove outdated skills that no longer help your case and date your experience.",
        ],
      },
      {
        heading: "Common Mistakes to Avoid",
        points: [
          "Spelling errors, inconsistent tenses and unexplained gaps cost candidates interviews every day.",
          "Ask someone you trust to proofread, and read the document aloud yourself before sending it.",
          "Keep a master version with everything and tailor a shorter copy for each application.",
        ],
      },
    ],
  },
  "Networking Tips": {
    audience: "professionals growing their network",
    titles: ["{topic}: Networking That Works", "A Practical Guide to {topic}", "{topic} Without the Awkwardness"],
    topics: [
      "Networking for Introverts",
      "Building Relationships Online",
      "Reconnecting With Former Colleagues",
      "Making the Most of Industry Events",
    ],
    keywords: ["networking", "professional network", "relationship building", "career growth", "industry events"],
    sections: [
      {
        heading: "Why Networking Matters",
        points: [
          "Many roles, especially senior ones, are filled through referrals before they are ever advertised.",
          "A strong network also brings advice, market knowledge and early warning of change in your field.",
          "Networking is simply the habit of building relationships before you need them.",
        ],
      },
      {
        heading: "Start With People You Know",
        points: [
          "Former colleagues, classmates and clients already know your work and are the easiest people to reconnect with.",
          "A short, personal message asking how they are doing opens more doors than a request for help.",
          "Keep a simple list of the people you want to stay in touch with and when you last spoke.",
        ],
      },
      {
        heading: "Give Before You Ask",
        points: [
          "The most effective networkers look for ways to help, such as sharing an article, making an introduction or offering advice.",
          "Generosity builds goodwill that returns in unexpected ways over time.",
          "When you do ask for help, make the request specific and easy to say yes to.",
        ],
      },
      {
        heading: "Use Events and Online Spaces Well",
        points: [
          "At events, aim for a few real conversations rather than collecting as many cards as possible.",
          "Online, share useful thoughts about your field and comment thoughtfully on others' work.",
          "Follow up within a few days with a note that refers to what you discussed.",
        ],
      },
      {
        heading: "Keep Relationships Alive",
        points: [
          "A network fades without attention, so set a small regular habit of reaching out.",
          "Congratulate people on new roles, share news that may interest them, and check in now and then.",
          "Over years, these small gestures create a network that supports your whole career.",
        ],
      },
    ],
  },
  "Remote Work": {
    audience: "remote professionals and the teams that employ them",
    titles: ["{topic}: What Works in Practice", "Getting {topic} Right", "A Guide to {topic}"],
    topics: [
      "Hiring Remote Talent",
      "Staying Visible While Working Remotely",
      "Building Culture on Distributed Teams",
      "Onboarding Remote Employees",
    ],
    keywords: ["remote work", "distributed teams", "hybrid work", "remote hiring", "work from home"],
    sections: [
      {
        heading: "Remote Work Is Here to Stay",
        points: [
          "Remote and hybrid arrangements have become a lasting part of how professional work gets done.",
          "Employers that offer flexibility reach larger and more diverse talent pools.",
          "Success depends less on where people sit and more on how deliberately the team works together.",
        ],
      },
      {
        heading: "Hiring Remotely",
        points: [
          "Remote hiring works best with a structured process, clear criteria and interviewers trained to assess fairly over video.",
          "Look for candidates who communicate clearly in writing and manage their own time well.",
          "Describe the working pattern honestly, including expected hours and any time in the office.",
        ],
      },
      {
        heading: "Communication Habits",
        points: [
          "Distributed teams need agreed habits: which tools are used for what, and how quickly people respond.",
          "Written updates and decisions recorded in one place keep everyone informed across time zones.",
          "Regular video conversations, with cameras on when possible, maintain the personal connection.",
        ],
      },
      {
        heading: "Staying Visible and Growing",
        points: [
          "Remote professionals should share progress proactively so their contributions are seen.",
          "Regular conversations with a manager about goals and growth matter even more without hallway chats.",
          "Volunteering for cross-team projects builds relationships and visibility beyond the immediate team.",
        ],
      },
      {
        heading: "Keeping People Engaged",
        points: [
          "Onboarding needs extra care remotely, with a clear plan for the first weeks and a named buddy.",
          "Occasional in-person gatherings strengthen relationships that carry the team through remote months.",
          "Leaders who check in on wellbeing, not only on tasks, keep their teams healthier and more committed.",
        ],
      },
    ],
  },
};

/** Category-neutral sentences that join a section's points into paragraphs. */
export const PHRASES = {
  intro: [
    "For {audience}, {topic} has moved from an occasional concern to a question that shapes everyday decisions.",
    "At {firm}, our recruiters discuss {topic} with {audience} nearly every week, and the same questions come up again and again.",
    "This article brings together what we have learned about {topic} from thousands of searches and conversations with {audience}.",
    "The advice below is practical rather than theoretical: it reflects what has worked for the people and employers we partner with.",
    "Whether you are just starting to think about {topic} or already deep in it, a clear plan makes the difference.",
    "The good news is that the steps that work are neither complicated nor expensive; they simply need to be taken deliberately.",
  ],
  support: [
    "In our experience, this is where the biggest differences between good and average outcomes appear.",
    "It sounds simple, yet it is one of the steps most often skipped when time is short.",
    "The people who do this consistently tend to make better decisions with less stress.",
    "Our recruiters see the effect of this in almost every search they run.",
    "It is worth pausing here, because the rest of the process builds on it.",
    "Done well, this step saves weeks later on and avoids costly second attempts.",
    "There is rarely a single right answer, but there is almost always a better-prepared one.",
    "Small improvements here compound over time into a real advantage.",
    "This is also an area where outside perspective helps, because habits are hard to see from the inside.",
    "It pays to be specific, since vague intentions rarely survive a busy week.",
    "Experience shows that clarity at this point prevents misunderstandings later.",
    "Many of the strongest professionals we work with treat this as a routine rather than a one-time effort.",
    "The details matter more than they first appear, and they are usually where outcomes are decided.",
    "Rushing this part tends to create problems that take far longer to fix than they would have taken to avoid.",
    "It helps to think about it from the other side of the table as well, since every decision involves more than one person.",
    "Being honest with yourself here is uncomfortable at times, but it is the foundation of every good result.",
    "A little structure goes a long way, especially when several priorities compete for attention.",
    "What matters most is not perfection but steady, visible progress over several months.",
    "Timing plays a larger role than most people expect, and acting a little early is usually better than a little late.",
    "The market rewards people who are clear about what they offer and what they are looking for.",
    "It is also a good moment to look at what has changed since the last time you considered the question.",
    "Employers and candidates alike notice when this has been thought through carefully.",
    "Even experienced professionals benefit from revisiting the basics now and then.",
    "Treat it as an ongoing practice, and it becomes easier each time.",
    "Good intentions are common; consistent follow-through is what sets people apart.",
    "A written plan, however short, turns a vague goal into a set of steps that can actually be taken.",
    "This approach also builds trust, because it shows that decisions are made on evidence rather than impulse.",
    "Conversations with peers often reveal options that were not obvious at first.",
    "The cost of getting it wrong is rarely dramatic, but it adds up quietly over a career.",
    "Clear expectations on both sides make the rest of the relationship far smoother.",
    "Most setbacks here are temporary, and each one teaches something useful for the next attempt.",
    "Looking back a year from now, this is usually the step people are most glad they took.",
    "Measured, patient effort beats occasional bursts of activity almost every time.",
    "It is worth asking what would have to be true for the plan to succeed, and then checking each assumption.",
    "Reliable information is the best antidote to the guesswork that makes these decisions stressful.",
    "Simple checklists help here, because they make the important steps hard to forget.",
    "Revisiting the decision after a few weeks often shows what to adjust next.",
    "Patience matters as well, since the best results rarely arrive in the first week.",
    "Those who plan for obstacles in advance recover from them far more quickly.",
    "The effort is modest compared with the cost of an avoidable mistake.",
    "Clear priorities make it much easier to say no to the things that do not matter.",
  ],
  example: [
    "One client we worked with recently made this change and saw a noticeable improvement within a single quarter.",
    "Consider a typical case: a capable professional who had all the right experience but had not made it visible.",
    "We often see the same pattern in different industries, from healthcare and finance to manufacturing and technology.",
    "A recent search illustrates the point: the candidate who prepared best was not the one with the longest resume.",
    "Across the placements our team made last year, the people who followed this approach moved faster and more confidently.",
    "In one recent conversation, a hiring manager told us that this was the deciding factor between two strong finalists.",
  ],
  action: [
    "A useful first step is to set aside an hour this week and write down where you stand today.",
    "Try one change at a time, and notice what difference it makes before adding the next.",
    "Share your plan with someone you trust, who can hold you to it and offer a second view.",
    "Set a date to review your progress, so the plan does not quietly slip down the list.",
    "Keep notes as you go; they become valuable evidence of what works for you.",
    "Ask for feedback early rather than waiting until the result is final.",
  ],
  closing: [
    "{topic} rewards preparation, honesty and steady effort more than any single clever move.",
    "None of these steps is difficult on its own; the value comes from doing them consistently.",
    "If you would like a conversation about your own situation, the team at {firm} is always glad to help.",
    "Our recruiters work with {audience} every day, and we would be happy to share what we are seeing in your market.",
  ],
} as const;

/**
 * Category-neutral title patterns, after a category's own: with four topics they give every category more than a
 * hundred distinct titles, so a batch of up to a hundred in one category never repeats one.
 */
export const NEUTRAL_TITLES = [
  "Five Questions About {topic}",
  "{topic}, Explained",
  "What We Have Learned About {topic}",
  "{topic}: Common Mistakes and How to Avoid Them",
  "A Recruiter's Notes on {topic}",
  "The Short Guide to {topic}",
  "{topic}: Where to Start",
  "Why {topic} Matters More Than You Think",
  "{topic}: A Checklist",
  "Rethinking {topic}",
  "{topic}: Lessons From Recent Searches",
  "Getting Ahead of {topic}",
  "{topic}: What Good Looks Like",
  "The Hidden Costs of Getting {topic} Wrong",
  "{topic} in Five Steps",
  "Myths and Facts About {topic}",
  "{topic}: A Plan for the Next 90 Days",
  "Talking About {topic} With Confidence",
  "{topic}: Questions to Ask Before You Decide",
  "How Strong Teams Handle {topic}",
  "{topic}: An Honest Look",
  "Making Sense of {topic}",
  "{topic}: What to Do First",
  "Small Changes That Improve {topic}",
  "{topic} for Busy Professionals",
] as const;

/**
 * How a summary opens: each names the topic within its first words, so summaries of one batch begin differently.
 * Placeholders as above.
 */
export const SUMMARY_OPENERS = [
  "Our recruiters on {topic}: what we tell {audience}, and why it works.",
  "Straight talk about {topic} for {audience}, from the recruiters at {firm}.",
  "Plain advice on {topic}, drawn from the searches {firm} runs every week.",
  "Getting clear on {topic}: the steps {audience} take first.",
  "Lessons about {topic} from recent placements, gathered for {audience}.",
  "Field notes on {topic}: what has worked for {audience} this year.",
  "Thinking about {topic}? Here is where {audience} usually start.",
  "Questions about {topic} that {audience} ask us most, answered.",
  "Habits around {topic} that set the strongest {audience} apart.",
  "Common mistakes with {topic}, and how {audience} avoid them.",
  "Why {topic} deserves a plan, and how {audience} can build one.",
  "When {topic} comes up, {audience} need more than good intentions.",
  "Practical steps for {topic}, tested across many searches at {firm}.",
  "Making progress on {topic} without guesswork: advice for {audience}.",
  "Everything about {topic} that {audience} should weigh before acting.",
  "Honest guidance on {topic} from recruiters who see it daily.",
  "How {topic} looks from the recruiter's side of the table.",
  "Before tackling {topic}, read what our recruiters advise {audience}.",
  "Rethinking {topic}: fresh ideas for {audience} from {firm}.",
  "Small moves on {topic} that add up for {audience} over a year.",
  "Navigating {topic} with confidence: a recruiter's view for {audience}.",
  "Where {topic} is heading, and what {audience} can do now.",
  "Good decisions on {topic} start with good information, gathered here for {audience}.",
  "Start-to-finish guidance on {topic} for {audience}.",
  "Recruiter-tested advice on {topic}, written for {audience}.",
] as const;

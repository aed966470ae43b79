/**
 * Columns whose names look personal but that hold no candidate's personal data, by table (SQL names), each with
 * why. Staff accounts' own details are not candidates' data; the rest is the firm's own text.
 */
export const NOT_PERSONAL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    username: "staff account",
    email: "staff account's own address",
    full_name: "a staff member's own name",
    email_signature: "a staff member's own sign-off",
  },
  account_links: { new_email: "a staff account's own new address, awaiting its confirmation" },
  sessions: { user_agent: "staff sign-in", ip_address: "staff sign-in" },
  trusted_browsers: { user_agent_label: "a staff member's own browser, trusted at sign-in; gone with the account" },
  admin_activity_logs: { user_agent: "the staff member's browser", ip_address: "the staff member's address" },
  admin_portals: { name: "staff area", description: "staff area" },
  timesheet_notices: { skip_reason: "why a text was not sent, one of the consent check's fixed sentences" },
  timesheets: { correction_note: "the days whose hours changed, written by the Worker from the hours (decision 100)" },
  client_invoices: { number: "the firm's own invoice number for a client, a company (decision 112)" },
  notification_preferences: { email: "a staff member's on/off choice" },
  staff_notifications: { subject_id: "the record's id" },
  consent_records: { subject_type: "the kind of record", subject_id: "the record's id" },
  jobs: {
    title: "a job",
    company: "the hiring client",
    description: "a job",
    location: "where the job is",
    latitude: "where the job is",
    longitude: "where the job is",
    required_skills: "what the job asks",
    preferred_skills: "what the job asks",
  },
  places: {
    zip: "the US gazetteer",
    city: "the US gazetteer",
    latitude: "the US gazetteer",
    longitude: "the US gazetteer",
  },
  job_portals: { name: "job board" },
  clients: { name: "a company the firm works for", notes: "the firm's notes on a company" },
  job_portal_postings: {
    error_message: "the job board's answer about a job",
    board_answer: "the job board's answer about a job",
    sent_request: "the job as sent to a job board",
    feed_read_by: "a job board's crawler",
  },
  site_versions: { name: "cache version" },
  table_row_counts: { table_name: "a table's name" },
  email_suppressions: { reason: "why an address is suppressed, from a list (bounce or complaint)" },
  bulk_send_slots: { sender: "the firm's own sending address" },
  bulk_send_days: { sender: "the firm's own sending address" },
  outreach_settings: { daily_email_cap: "a setting of the firm's" },
  campaign_messages: { sms_message_id: "the id of the text's own row (sms_messages, registered)" },
  campaigns: {
    name: "the firm's own label for a campaign",
    subject: "the firm's own text, its merge fields not filled in",
    body: "the firm's own text, its merge fields not filled in",
    sender_name: "the staff member who sent it",
  },
  sequences: { name: "a sequence's name, the firm's own words" },
  applications: {
    rejection_reason: "a choice from a list",
    resume_text_status: "whether the words were read",
    source: "the site's form or staff",
  },
  application_events: {
    rejection_reason: "a choice from a list",
    subject_id: "the record's id",
  },
  submittals: { decline_reason: "a choice from a list" },
  interview_decisions: { reason: "a decline's reason, a choice from a list" },
  assignments: { work_location: "the client's site where the contract work is done" },
  contacts: { inquiry: "a choice from the form's list", source: "which of the site's forms" },
  booking_appointments: { meeting_location: "a choice: virtual, the office or a phone call" },
  booking_types: {
    name: "consultation type",
    description: "consultation type",
    location_options: "the firm's offices and call kinds",
  },
  booking_date_overrides: { note: "the firm's calendar" },
  booking_blocked_times: { title: "the firm's calendar" },
  booking_appointment_events: { actor_name: "a staff member's name or 'Booker'" },
  sms_settings: {
    toll_free_number: "the firm's own number",
    message_content: "the firm's opt-in text",
    use_case_description: "the firm's registration",
  },
  sms_messages: { message_type: "a choice from a list", from_number: "the firm's own number" },
  inbound_texts: { to_number: "the firm's own number", twilio_sid: "Twilio's id of the message" },
  deliveries: { waiting_reason: "which service is not configured" },
  email_threads: { last_message_at: "when the conversation last moved" },
  email_templates: { name: "the firm's own text", subject: "the firm's own text", body: "the firm's own text" },
  lead_scoring_rules: { name: "scoring rule", description: "scoring rule" },
  ghl_integration_settings: { description: "an integration setting" },
  articles: {
    title: "published content",
    summary: "published content",
    meta_title: "published content",
    meta_description: "published content",
  },
  content_schedules: { title: "content schedule", last_error: "the article generator's error" },
  bulk_generation_items: { last_error: "the article generator's error" },
  linkedin_posts: { error: "LinkedIn's answer about a post" },
  newsletter_subscribers: { source: "a choice: signup or import" },
  newsletter_issues: { subject: "the firm's newsletter", body: "the firm's newsletter: articles and links" },
};

/**
 * Tables whose rows hang off a registered table (a foreign key to it) but hold nothing of the person's, with why.
 */
export const LINKED_NOT_PERSONAL: Readonly<Record<string, string>> = {
  jobs: "a client's job order; its hiring contact is only linked by id",
  client_portal_links: "a hash of a client portal link's token and when it ends",
  timesheet_links: "a hash of a contractor's timesheet link's token, its week and when it ends",
  timesheet_notices:
    "which week's link or reminder the cron sent and by which channel, by ids; the message is the delivery's",
  job_alert_matches:
    "which published job a saved search matched and when it was sent, by ids; the search and address are the subscription's",
  sequence_sends:
    "which step of an enrolment was taken, its delivery's id and its link token's hash; deleted with the enrolment",
};

/**
 * Personal data kept on purpose after an erasure, with why: a STOP must keep working (the TCPA), so the number
 * that opted out of texts stays on the opt-out list.
 */
export const RETAINED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sms_opt_outs: { phone: "the number's STOP stays honoured (TCPA): never texted again" },
  // Decision 099: the firm's books keep what it paid for hours worked (tax and payroll records); the rows name no
  // one once the candidate and the application are erased.
  assignment_rate_periods: { pay_rate_cents: "what the firm paid an hour: its payroll records (decision 099)" },
};

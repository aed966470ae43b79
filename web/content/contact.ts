/** The /contact page's copy (public spec section 2); the firm's phone, email and address come from COMPANY. */
export const CONTACT_PAGE = {
  heading: "Contact Us",
  intro:
    "Tell us about the roles you need to fill or the career move you are planning. A recruiter answers quickly during business hours.",
  panelHeading: "Talk to our team",
  panelText: "Call, email or visit our headquarters. For hiring needs, the form is the fastest way to reach the right specialist.",
  responseTime: "Avg. response: 15 min",
  formHeading: "Send us a message",
} as const;

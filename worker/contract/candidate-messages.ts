import type { ContactSource } from "./enums";

/**
 * A contact message as it shows on its sender's candidate: on the candidate's page (./candidates.ts) and on each of
 * their applications (./application-pipeline.ts), which the candidate's page lists in turn.
 */
export interface CandidateMessageView {
  id: string;
  source: ContactSource;
  inquiry: string;
  message: string;
  company: string | null;
  createdAt: string;
}

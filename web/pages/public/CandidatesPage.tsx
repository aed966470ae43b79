import { ComingSoon } from "../../components/ComingSoon";

export default function CandidatesPage() {
  return <ComingSoon heading="For Candidates" />;
}

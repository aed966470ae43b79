import { ComingSoon } from "../../components/ComingSoon";

export default function CaseStudyPage() {
  return <ComingSoon heading="Case Study" />;
}

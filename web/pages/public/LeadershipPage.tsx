import { ComingSoon } from "../../components/ComingSoon";

export default function LeadershipPage() {
  return <ComingSoon heading="Leadership Team" />;
}

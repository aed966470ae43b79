import { ComingSoon } from "../../components/ComingSoon";

export default function ContentDashboardPage() {
  return <ComingSoon heading="Content Dashboard" title="Content Dashboard | Admin Dashboard" noIndex />;
}

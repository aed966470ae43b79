import { ComingSoon } from "../../components/ComingSoon";

export default function SmsDashboardPage() {
  return <ComingSoon heading="SMS Management" title="SMS Management | Admin Dashboard" noIndex />;
}

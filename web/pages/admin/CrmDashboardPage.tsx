import { ComingSoon } from "../../components/ComingSoon";

export default function CrmDashboardPage() {
  return <ComingSoon heading="CRM Dashboard" title="CRM Dashboard | Admin Dashboard" noIndex />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function JobManagementPage() {
  return <ComingSoon heading="Job Management" title="Job Management | Admin Dashboard" noIndex />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function PortalManagementPage() {
  return <ComingSoon heading="Portal Management" title="Portal Management | Admin Dashboard" noIndex />;
}

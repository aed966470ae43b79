import { ComingSoon } from "../../components/ComingSoon";

export default function UserManagementPage() {
  return <ComingSoon heading="User Management" title="User Management | Admin Dashboard" noIndex />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function ContractStaffingPage() {
  return <ComingSoon heading="Contract Staffing" />;
}

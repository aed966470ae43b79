import { ComingSoon } from "../../components/ComingSoon";

export default function IndustrySpecializationsPage() {
  return <ComingSoon heading="Industry Specializations" />;
}

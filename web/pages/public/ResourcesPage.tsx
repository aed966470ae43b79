import { ComingSoon } from "../../components/ComingSoon";

export default function ResourcesPage() {
  return <ComingSoon heading="Career Resources" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function JobDetailPage() {
  return <ComingSoon heading="Job Details" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function JobsPage() {
  return <ComingSoon heading="Job Listings" />;
}

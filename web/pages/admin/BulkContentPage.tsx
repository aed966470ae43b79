import { ComingSoon } from "../../components/ComingSoon";

export default function BulkContentPage() {
  return <ComingSoon heading="Bulk Content Generation" title="Bulk Content Generation | Admin Dashboard" noIndex />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function ContentCreationPage() {
  return <ComingSoon heading="Content Creation" title="Content Creation | Admin Dashboard" noIndex />;
}

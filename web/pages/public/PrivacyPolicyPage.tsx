import { ComingSoon } from "../../components/ComingSoon";

export default function PrivacyPolicyPage() {
  return <ComingSoon heading="Privacy Policy" />;
}

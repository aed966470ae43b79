import { ComingSoon } from "../../components/ComingSoon";

export default function CookiePolicyPage() {
  return <ComingSoon heading="Cookie Policy" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function TermsOfServicePage() {
  return <ComingSoon heading="Terms of Service" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function BookPage() {
  return <ComingSoon heading="Book a Consultation" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function AboutPage() {
  return <ComingSoon heading="About Us" />;
}

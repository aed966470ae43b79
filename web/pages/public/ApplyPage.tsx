import { ComingSoon } from "../../components/ComingSoon";

export default function ApplyPage() {
  return <ComingSoon heading="Submit Your Information" />;
}

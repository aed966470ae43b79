import { ComingSoon } from "../../components/ComingSoon";

export default function ExecutiveSearchPage() {
  return <ComingSoon heading="Executive Search" />;
}

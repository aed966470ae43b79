import { ComingSoon } from "../../components/ComingSoon";

export default function HistoryPage() {
  return <ComingSoon heading="Company History" />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function PermanentPlacementPage() {
  return <ComingSoon heading="Permanent Placement" />;
}

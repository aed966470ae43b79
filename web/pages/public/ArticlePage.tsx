import { ComingSoon } from "../../components/ComingSoon";

export default function ArticlePage() {
  return <ComingSoon heading="Article" />;
}

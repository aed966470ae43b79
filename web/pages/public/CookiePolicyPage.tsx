import { LegalDocumentView } from "../../components/legal/LegalDocumentView";
import { COOKIE_POLICY } from "../../content/legal";

export default function CookiePolicyPage() {
  return <LegalDocumentView document={COOKIE_POLICY} />;
}

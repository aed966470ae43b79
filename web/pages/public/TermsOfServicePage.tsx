import { LegalDocumentView } from "../../components/legal/LegalDocumentView";
import { TERMS_OF_SERVICE } from "../../content/legal";

export default function TermsOfServicePage() {
  return <LegalDocumentView document={TERMS_OF_SERVICE} />;
}

import { ComingSoon } from "../../components/ComingSoon";

export default function TestimonialsPage() {
  return <ComingSoon heading="Client Testimonials" />;
}

import { COMPANY } from "../contract/company";

/**
 * The email that carries a staff reply to a contact message: the reply as written, then the firm's signature with
 * its phone and address, since the visitor's own reply goes to the sending address (the email kind has no
 * Reply-To). Plain text only. Pure.
 */
export function messageReplyEmail(reply: string): { subject: string; text: string } {
  return {
    subject: `Re: your message to ${COMPANY.name}`,
    text: `${reply}\n\n--\n${COMPANY.name}\n${COMPANY.phone} | ${COMPANY.email}\n`,
  };
}

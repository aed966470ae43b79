import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, guestChangeClosedMessage } from "../../worker/contract/booking";
import {
  type AppointmentState,
  chosenSlot,
  closedToChange,
  guestCancelRefusal,
  guestChangeOptions,
  guestChangeRefusal,
  guestMoveRefusal,
  isAwaitingConfirmation,
  isWithinGuestChangeNotice,
  staffCancelRefusal,
  staffStatusRefusal,
  textNumberOf,
} from "../../worker/domain/appointment-rules";

/** Who may change a booked appointment, and when (worker/domain/appointment-rules.ts), on a fixed clock. */

const HOUR = 60 * 60 * 1000;
/** Monday November 16, 2026, 15:00 UTC. */
const now = new Date(Date.UTC(2026, 10, 16, 15));
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);
const type = { allowRescheduling: true, autoConfirm: true, guestChangeNoticeHours: 24 };
const awaiting = { ...type, autoConfirm: false };
const at = (hours: number, status: AppointmentState["status"] = "confirmed"): AppointmentState => ({
  status,
  appointmentDate: inHours(hours),
});

describe("the notice for guest changes", () => {
  it("holds from the notice's length before the start on, the start itself and after included", () => {
    expect(isWithinGuestChangeNotice(inHours(24), 24, now)).toBe(false);
    expect(isWithinGuestChangeNotice(new Date(inHours(24).getTime() - 1), 24, now)).toBe(true);
    expect(isWithinGuestChangeNotice(inHours(0), 24, now)).toBe(true);
    expect(isWithinGuestChangeNotice(inHours(-1), 24, now)).toBe(true);
    expect(isWithinGuestChangeNotice(inHours(1), 0, now)).toBe(false);
    expect(isWithinGuestChangeNotice(inHours(0), 0, now)).toBe(false);
  });

  it("refuses with the firm's contact, naming the type's hours", () => {
    expect(guestChangeRefusal(inHours(30), type, now)).toBeNull();
    expect(guestChangeRefusal(inHours(23), type, now)).toBe(guestChangeClosedMessage(24));
    expect(guestChangeRefusal(inHours(1), { guestChangeNoticeHours: 2 }, now)).toMatch(
      /^Online changes close 2 hours /,
    );
  });
});

describe("what the manage page offers", () => {
  it("offers both changes outside the notice, a move only when the type allows one", () => {
    expect(guestChangeOptions(at(48), type, now)).toEqual({ canCancel: true, canReschedule: true, changeNotice: null });
    expect(guestChangeOptions(at(48, "scheduled"), { ...type, allowRescheduling: false }, now)).toEqual({
      canCancel: true,
      canReschedule: false,
      changeNotice: null,
    });
  });

  it("offers nothing inside the notice and says why; nothing and no notice once cancelled, marked or started", () => {
    expect(guestChangeOptions(at(2), type, now)).toEqual({
      canCancel: false,
      canReschedule: false,
      changeNotice: guestChangeClosedMessage(24),
    });
    const closed = { canCancel: false, canReschedule: false, changeNotice: null };
    expect(guestChangeOptions(at(48, "cancelled"), type, now)).toEqual(closed);
    expect(guestChangeOptions(at(48, "completed"), type, now)).toEqual(closed);
    expect(guestChangeOptions(at(0), type, now)).toEqual(closed);
  });
});

describe("a change to an appointment that no longer holds its time", () => {
  it("is refused as cancelled, or as past once started, completed or a no-show", () => {
    expect(closedToChange(at(1), now, "moved")).toBeNull();
    expect(closedToChange(at(1, "cancelled"), now, "moved")).toEqual({
      code: "appointment_cancelled",
      message: "This appointment is cancelled and can no longer be moved.",
    });
    for (const appointment of [at(0), at(-2), at(5, "completed"), at(5, "no_show")]) {
      expect(closedToChange(appointment, now, "cancelled")).toEqual({
        code: "appointment_past",
        message: "This appointment has already taken place and can no longer be cancelled.",
      });
    }
  });
});

describe("the booker's move and cancel", () => {
  it("move: closed first, then a type that cannot be moved online, then the notice", () => {
    expect(guestMoveRefusal(at(48), type, now)).toBeNull();
    expect(guestMoveRefusal(at(-1), { ...type, allowRescheduling: false }, now)?.code).toBe("appointment_past");
    expect(guestMoveRefusal(at(2), { ...type, allowRescheduling: false }, now)).toEqual({
      code: "reschedule_not_allowed",
      message: BOOKING_MESSAGES.rescheduleNotAllowed,
    });
    expect(guestMoveRefusal(at(2), type, now)).toEqual({
      code: "inside_guest_notice",
      message: guestChangeClosedMessage(24),
    });
  });

  it("cancel: closed first, then the notice; a type that cannot be moved can still be cancelled", () => {
    expect(guestCancelRefusal(at(48), { ...type, allowRescheduling: false }, now)).toBeNull();
    expect(guestCancelRefusal(at(2), type, now)?.code).toBe("inside_guest_notice");
    expect(guestCancelRefusal(at(2, "no_show"), type, now)?.code).toBe("appointment_past");
  });
});

describe("staff's cancel, decline and status", () => {
  it("are not bound by the notice", () => {
    expect(staffCancelRefusal(at(1), type, now, false)).toBeNull();
    expect(staffCancelRefusal(at(1, "cancelled"), type, now, false)?.code).toBe("appointment_cancelled");
  });

  it("decline and confirm only a booking waiting for confirmation, before it starts", () => {
    expect(isAwaitingConfirmation({ status: "scheduled" }, awaiting)).toBe(true);
    expect(isAwaitingConfirmation({ status: "confirmed" }, awaiting)).toBe(false);
    expect(isAwaitingConfirmation({ status: "scheduled" }, type)).toBe(false);
    expect(staffCancelRefusal(at(1, "scheduled"), awaiting, now, true)).toBeNull();
    expect(staffCancelRefusal(at(1, "confirmed"), awaiting, now, true)).toEqual({
      code: "not_awaiting_confirmation",
      message: "Only a booking that is waiting for confirmation can be declined.",
    });
    expect(staffStatusRefusal(at(1, "scheduled"), awaiting, "confirmed", now)).toBeNull();
    expect(staffStatusRefusal(at(1, "scheduled"), type, "confirmed", now)?.code).toBe("not_awaiting_confirmation");
    expect(staffStatusRefusal(at(0, "scheduled"), awaiting, "confirmed", now)).toEqual({
      code: "appointment_past",
      message: "This appointment has already taken place and can no longer be confirmed.",
    });
  });

  it("mark completed or a no-show only once started, never a cancelled one, never twice", () => {
    expect(staffStatusRefusal(at(0), type, "completed", now)).toBeNull();
    expect(staffStatusRefusal(at(-1, "completed"), type, "no_show", now)).toBeNull();
    expect(staffStatusRefusal(at(1), type, "completed", now)?.code).toBe("appointment_not_started");
    expect(staffStatusRefusal(at(-1, "cancelled"), type, "no_show", now)).toEqual({
      code: "appointment_cancelled",
      message: "A cancelled appointment cannot be marked a no-show.",
    });
    expect(staffStatusRefusal(at(-1, "completed"), type, "completed", now)).toEqual({
      code: "status_unchanged",
      message: "This appointment is marked completed already.",
    });
  });
});

describe("the number reminders are texted to", () => {
  it("is the booker's phone only with their consent and a text service set up", () => {
    const booker = { smsConsent: true, bookerPhone: "+13175550100" };
    expect(textNumberOf(booker, true)).toBe("+13175550100");
    expect(textNumberOf(booker, false)).toBeNull();
    expect(textNumberOf({ ...booker, smsConsent: false }, true)).toBeNull();
    expect(textNumberOf({ ...booker, bookerPhone: null }, true)).toBeNull();
  });
});

describe("the slot a booker chose", () => {
  const slot = (hours: number, status: "available" | "booked" | "full") => ({ start: inHours(hours), status });
  const day = [slot(20, "booked"), slot(21, "available"), slot(22, "full")];

  it("is the offered slot of that start, and only an available one", () => {
    expect(chosenSlot(day, inHours(21))).toEqual({ slot: day[1], refusal: null });
    expect(chosenSlot(day, inHours(20))).toEqual({ slot: null, refusal: "slot_taken" });
    expect(chosenSlot(day, inHours(22))).toEqual({ slot: null, refusal: "slot_not_offered" });
    expect(chosenSlot(day, new Date(inHours(21).getTime() + 60_000))).toEqual({
      slot: null,
      refusal: "slot_not_offered",
    });
    expect(chosenSlot([], inHours(21)).refusal).toBe("slot_not_offered");
  });
});

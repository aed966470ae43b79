import { type BookingTypeInput, type BookingTypeView, DAYS_OF_WEEK, type TimeWindow } from "#contract/availability";
import { MEETING_LOCATIONS, type MeetingLocation } from "#contract/site-enums";

/** The booking type dialog's values: the type's fields as its controls hold them. */
export interface BookingTypeFormState {
  name: string;
  description: string;
  duration: string;
  price: string;
  color: string;
  locationOptions: MeetingLocation[];
  needsConfirmation: boolean;
  isActive: boolean;
  bufferBefore: string;
  bufferAfter: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  guestChangeNoticeHours: string;
  dailyCap: string;
  /** Windows by day of week. */
  hours: Record<number, TimeWindow[]>;
}

export const EMPTY: BookingTypeFormState = {
  name: "",
  description: "",
  duration: "30",
  price: "0",
  color: "#3B82F6",
  locationOptions: [...MEETING_LOCATIONS],
  needsConfirmation: false,
  isActive: true,
  bufferBefore: "0",
  bufferAfter: "15",
  minNoticeHours: "2",
  maxDaysAhead: "30",
  guestChangeNoticeHours: "24",
  dailyCap: "",
  // A new type follows the firm's hours until it is given its own.
  hours: Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []])),
};

export function formOf(type: BookingTypeView): BookingTypeFormState {
  const hours: Record<number, TimeWindow[]> = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, []]));
  for (const h of type.hours) hours[h.dayOfWeek]?.push({ startTime: h.startTime, endTime: h.endTime });
  return {
    name: type.name,
    description: type.description ?? "",
    duration: String(type.duration),
    price: String(type.price / 100),
    color: type.color,
    locationOptions: type.locationOptions,
    needsConfirmation: type.needsConfirmation,
    isActive: type.isActive,
    bufferBefore: String(type.bufferBefore),
    bufferAfter: String(type.bufferAfter),
    minNoticeHours: String(type.minNoticeHours),
    maxDaysAhead: String(type.maxDaysAhead),
    guestChangeNoticeHours: String(type.guestChangeNoticeHours),
    dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
    hours,
  };
}

export const initialOf = (type: BookingTypeView | undefined) => (type ? formOf(type) : EMPTY);

/** A number field as typed: empty or not a number is sent as NaN, which the server names as the field to fix. */
const numberOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The request body of the whole form. */
export function inputOf(form: BookingTypeFormState): BookingTypeInput {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    duration: numberOf(form.duration),
    price: Math.round(numberOf(form.price) * 100),
    color: form.color,
    locationOptions: MEETING_LOCATIONS.filter((l) => form.locationOptions.includes(l)),
    needsConfirmation: form.needsConfirmation,
    isActive: form.isActive,
    bufferBefore: numberOf(form.bufferBefore),
    bufferAfter: numberOf(form.bufferAfter),
    minNoticeHours: numberOf(form.minNoticeHours),
    maxDaysAhead: numberOf(form.maxDaysAhead),
    guestChangeNoticeHours: numberOf(form.guestChangeNoticeHours),
    dailyCap: form.dailyCap.trim() === "" ? null : numberOf(form.dailyCap),
    hours: DAYS_OF_WEEK.flatMap((dayOfWeek) => (form.hours[dayOfWeek] ?? []).map((w) => ({ dayOfWeek, ...w }))),
  };
}

/** Only the fields that differ from what was loaded: an edit changes what it names, nothing else. */
export function changesOf(before: BookingTypeInput, after: BookingTypeInput): Partial<BookingTypeInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof BookingTypeInput]),
    ),
  );
}

/** JSON's NaN is null; the server would then read "no value", so NaN fields are named here first. */
export function notNumbers(input: Partial<BookingTypeInput>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => typeof value === "number" && Number.isNaN(value))
      .map(([key]) => [key, "Enter a number"]),
  );
}

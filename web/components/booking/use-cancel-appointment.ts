import { useMutation } from "@tanstack/react-query";
import type { AppointmentView } from "#contract/booking";
import { ApiError, callApi } from "../../lib/api";
import { toast } from "../ui/toast";

/** The booker's cancel, by the manage link's token; `onCancelled` gets the appointment as it now stands. */
export function useCancelAppointment(id: string, token: string, onCancelled: (view: AppointmentView) => void) {
  return useMutation({
    mutationFn: () => callApi("POST /api/booking/appointments/:id/cancel", { params: { id }, query: { token } }),
    onSuccess: (view) => {
      onCancelled(view);
      toast({ title: "Appointment cancelled", description: "The time is free again for others." });
    },
    onError: (error) => {
      toast({
        title: "Could not cancel",
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : "Please try again.",
        variant: "destructive",
      });
    },
  });
}

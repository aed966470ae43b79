import { RefreshCw } from "lucide-react";
import { Button } from "../ui/button";

/** A back-office list's Refresh: fetches the list again, its icon turning while it does. */
export function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
      <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
      Refresh
    </Button>
  );
}

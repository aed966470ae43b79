import { Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Input } from "../ui/form";

/**
 * The search box of a back-office list: typed freely, applied on Enter or Search (so each keystroke does not
 * reload the list or the URL), and reset to what the URL says when that changes (back button, shared link).
 *
 * @example <ListSearch label="Search messages" placeholder="Name, email, company or text" value={q} onSearch={(q) => apply({ q })} />
 */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  /** Read by screen readers; the box shows `placeholder`. */
  label: string;
  placeholder: string;
  /** The search the URL holds. */
  value: string | undefined;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" onSubmit={submit} className={cn("flex gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="max-w-md"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}

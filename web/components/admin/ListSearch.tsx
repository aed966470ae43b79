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
  hint,
  className,
}: {
  /** Read by screen readers; the box shows `placeholder`. */
  label: string;
  placeholder: string;
  /** The search the URL holds. */
  value: string | undefined;
  onSearch: (text: string) => void;
  /** A line under the box on how to search, read with it by screen readers. */
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  const box = (
    <form role="search" onSubmit={submit} className={cn("flex gap-2", !hint && className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
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
  if (!hint) return box;
  return (
    <div className={className}>
      {box}
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

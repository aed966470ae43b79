import { useEffect } from "react";

/**
 * A copy of an article's unsaved edits kept in this browser (localStorage), so a closed tab, a reload, a crash or a
 * failed save never loses them: the editor reopens the article with them and says so (decision 070). The copy goes
 * when the edits are saved or discarded, or when they match the saved article again.
 */
export interface KeptCopy<Values> {
  values: Values;
  /** The saved article's `updatedAt` the edits started from: a different one means someone saved since. */
  basedOn: string;
  keptAt: string;
}

const keyOf = (articleId: string) => `article-edit:${articleId}`;

export function readKeptCopy<Values>(articleId: string): KeptCopy<Values> | undefined {
  try {
    const text = localStorage.getItem(keyOf(articleId));
    return text ? (JSON.parse(text) as KeptCopy<Values>) : undefined;
  } catch {
    return undefined;
  }
}

export function dropKeptCopy(articleId: string): void {
  try {
    localStorage.removeItem(keyOf(articleId));
  } catch {
    // Storage refused (private mode): there is no copy to drop.
  }
}

function keepCopy<Values>(articleId: string, copy: KeptCopy<Values>): void {
  try {
    localStorage.setItem(keyOf(articleId), JSON.stringify(copy));
  } catch {
    // Storage full or refused: the edits stay in the open editor, and leaving it still asks.
  }
}

/**
 * Keeps the copy in step with the editor while it is open on an article, and asks before the page is closed or
 * reloaded with unsaved edits. Answers whether there are any.
 *
 * @example const { dirty } = useKeptCopy({ articleId: article?.id, basedOn: article?.updatedAt, values, saved: toForm(article) });
 */
export function useKeptCopy<Values>({
  articleId,
  basedOn,
  values,
  saved,
}: {
  /** Undefined while no article is open. */
  articleId: string | undefined;
  basedOn: string | undefined;
  values: Values;
  saved: Values;
}): { dirty: boolean } {
  const dirty = articleId !== undefined && JSON.stringify(values) !== JSON.stringify(saved);

  useEffect(() => {
    if (!articleId) return;
    if (dirty) keepCopy(articleId, { values, basedOn: basedOn ?? "", keptAt: new Date().toISOString() });
    else dropKeptCopy(articleId);
  }, [articleId, basedOn, dirty, values]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  return { dirty };
}

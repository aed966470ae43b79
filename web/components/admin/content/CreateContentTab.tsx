import { Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { CONTENT_CATEGORIES, type ContentCategory } from "#contract/site-enums";
import { Button } from "../../ui/button";
import { EnumSelect } from "../../ui/enum-select";
import { toast } from "../../ui/toast";
import { useGenerateFromPrompt } from "./content-queries";
import { GeneratedArticle } from "./GeneratedArticle";
import { errorText } from "./labels";
import { PromptFields, type PromptValue, usedVariables } from "./PromptFields";

/** Create Content: a prompt (or template) becomes a draft; then an image is uploaded or generated for it. */
export function CreateContentTab() {
  const [value, setValue] = useState<PromptValue>({ prompt: "", variables: {} });
  const [category, setCategory] = useState<ContentCategory>("Career Guidance");
  const [promptError, setPromptError] = useState<string | undefined>();
  const [article, setArticle] = useState<ArticleView | undefined>();
  const generate = useGenerateFromPrompt();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.prompt.trim()) {
      setPromptError("Please enter a prompt");
      return;
    }
    setPromptError(undefined);
    generate.mutate(
      { prompt: value.prompt, variables: usedVariables(value), category },
      {
        onSuccess: (created) => {
          setArticle(created);
          toast({
            title: "Article generated successfully!",
            description: "Saved as a draft for review on the Content Dashboard.",
          });
        },
        onError: (error) =>
          toast({
            title: "Error generating content. Please try again.",
            description: errorText(error),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 shadow-xs"
      >
        <h2 className="text-lg font-semibold text-primary">Generate from a prompt</h2>
        <PromptFields value={value} onChange={setValue} onTemplate={setCategory} error={promptError} />
        <EnumSelect label="Category" required values={CONTENT_CATEGORIES} value={category} onChange={setCategory} />
        <Button type="submit" disabled={generate.isPending}>
          <Sparkles aria-hidden /> {generate.isPending ? "Generating..." : "Generate Content"}
        </Button>
      </form>

      <GeneratedArticle article={article} onArticle={setArticle} />
    </div>
  );
}

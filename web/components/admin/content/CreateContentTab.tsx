import { ImagePlus, Pencil, Sparkles, Wand2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import type { ArticleView } from "#contract/article-views";
import { CONTENT_CATEGORIES, type ContentCategory } from "#contract/site-enums";
import { checkImageFile, compressImage, ImageReadError } from "../../../lib/image-resize";
import { ArticleImage } from "../../resources/ArticleCard";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { EnumSelect } from "../../ui/enum-select";
import { toast } from "../../ui/toast";
import {
  articleEditorHref,
  generateArticleImage,
  uploadImage,
  useGenerateFromPrompt,
  useSetArticleImage,
} from "./content-queries";
import { errorText, STATUS_TONE } from "./labels";
import { PromptFields, type PromptValue, usedVariables } from "./PromptFields";

/** Create Content: a prompt (or template) becomes a draft; then an image is uploaded or generated for it. */
export function CreateContentTab() {
  const [value, setValue] = useState<PromptValue>({ prompt: "", variables: {} });
  const [category, setCategory] = useState<ContentCategory>("Career Guidance");
  const [promptError, setPromptError] = useState<string | undefined>();
  const [article, setArticle] = useState<ArticleView | undefined>();
  const [imageBusy, setImageBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const generate = useGenerateFromPrompt();
  const setImage = useSetArticleImage();

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

  const attach = (imageUrl: string, success: string) =>
    article &&
    setImage.mutate(
      { id: article.id, imageUrl },
      {
        onSuccess: (updated) => {
          setArticle(updated);
          toast({ title: success });
        },
        onError: (error) =>
          toast({ title: "Failed to update article", description: errorText(error), variant: "destructive" }),
      },
    );

  async function onFile(file: File | undefined) {
    if (!file) return;
    const check = checkImageFile(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      return;
    }
    setImageBusy(true);
    try {
      let compressed: Blob;
      try {
        compressed = await compressImage(file);
      } catch (error) {
        toast({
          title: error instanceof ImageReadError ? error.message : "Failed to process image",
          variant: "destructive",
        });
        return;
      }
      const { imageUrl } = await uploadImage(compressed);
      attach(imageUrl, "Image uploaded and compressed successfully");
    } catch (error) {
      toast({ title: "Failed to process image", description: errorText(error), variant: "destructive" });
    } finally {
      setImageBusy(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  async function generateImage() {
    if (!article) return;
    setImageBusy(true);
    try {
      const { imageUrl } = await generateArticleImage({
        title: article.title,
        content: article.summary,
        category: article.category,
      });
      attach(imageUrl, "Image generated successfully");
    } catch (error) {
      toast({ title: "Failed to generate image", description: errorText(error), variant: "destructive" });
    } finally {
      setImageBusy(false);
    }
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

      <section className="rounded-lg border border-border bg-white p-5 shadow-xs" aria-labelledby="generated-heading">
        <h2 id="generated-heading" className="text-lg font-semibold text-primary">
          Generated article
        </h2>
        {!article ? (
          <p className="mt-3 text-muted-foreground">
            The article appears here once generated. It is saved as a draft for review.
          </p>
        ) : (
          <div className="mt-3">
            <ArticleImage article={article} className="h-48 w-full rounded-md" />
            <div className="mt-3 flex flex-wrap gap-2">
              <Badge tone={STATUS_TONE[article.status]}>{article.status}</Badge>
              <Badge>{article.category}</Badge>
              <span className="text-xs text-muted-foreground">{article.readTime} min read</span>
            </div>
            <h3 className="mt-2 font-semibold text-primary">{article.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{article.summary}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild>
                <Link to={articleEditorHref(article.id)}>
                  <Pencil aria-hidden /> Open the draft
                </Link>
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="sr-only"
                id="article-image-file"
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <Button type="button" variant="outline" disabled={imageBusy} onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden /> Upload Image
              </Button>
              <Button type="button" variant="outline" disabled={imageBusy} onClick={() => void generateImage()}>
                <Wand2 aria-hidden /> Generate AI Image
              </Button>
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              Images are resized to fit 800x800 and saved as JPEG; at most 5MB.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

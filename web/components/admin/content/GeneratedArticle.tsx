import { ImagePlus, Pencil, Wand2 } from "lucide-react";
import { Link } from "react-router";
import type { ArticleView } from "#contract/article-views";
import { ArticleImage } from "../../resources/ArticleCard";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { articleEditorHref } from "./content-queries";
import { STATUS_TONE } from "./labels";
import { useArticleImage } from "./use-article-image";

/** The article just generated, with a link to its draft and its image uploaded or generated. */
export function GeneratedArticle({
  article,
  onArticle,
}: {
  article: ArticleView | undefined;
  onArticle: (article: ArticleView) => void;
}) {
  const { imageBusy, fileInput, onFile, generateImage } = useArticleImage(article, onArticle);
  return (
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
  );
}

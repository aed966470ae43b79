import { useRef, useState } from "react";
import type { ArticleView } from "#contract/article-views";
import { checkImageFile, compressImage, ImageReadError } from "../../../lib/image-resize";
import { toast } from "../../ui/toast";
import { generateArticleImage, uploadImage, useSetArticleImage } from "./content-queries";
import { errorText } from "./labels";

/** A new article's image: a file chosen (checked, compressed, uploaded) or one generated, then set on the article. */
export function useArticleImage(article: ArticleView | undefined, onArticle: (article: ArticleView) => void) {
  const [imageBusy, setImageBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const setImage = useSetArticleImage();

  const attach = (imageUrl: string, success: string) =>
    article &&
    setImage.mutate(
      { id: article.id, imageUrl },
      {
        onSuccess: (updated) => {
          onArticle(updated);
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

  return { imageBusy, fileInput, onFile, generateImage };
}

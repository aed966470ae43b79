import { ImageIcon } from "lucide-react";
import { useState } from "react";
import type { JobView } from "#contract/job-listing";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { useGenerateJobImage } from "./job-admin-queries";

/**
 * A saved job's image (decision 079: the picture of its page's social card) with "Generate image", made from the
 * words the editor holds now and set on the job at once.
 */
export function JobImageField({
  job,
  words,
}: {
  job: JobView;
  words: { title: string; description: string; industry: string; company: string };
}) {
  const generate = useGenerateJobImage();
  const [imageUrl, setImageUrl] = useState(job.imageUrl);
  function run() {
    generate.mutate(
      { jobId: job.id, ...words },
      {
        onSuccess: (answer) => {
          setImageUrl(answer.imageUrl);
          toast({ title: "Job image generated", description: "Shared links to the job now show it." });
        },
        onError: (error) =>
          toast({ title: "Failed to generate image", description: error.message, variant: "destructive" }),
      },
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border border-border p-3" data-testid="job-image">
      {imageUrl ? (
        <img src={imageUrl} alt={`Generated for ${job.title}`} className="h-20 w-32 rounded object-cover" />
      ) : (
        <div className="flex h-20 w-32 items-center justify-center rounded bg-muted text-muted-foreground">
          <ImageIcon aria-hidden className="size-6" />
        </div>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">Job image</p>
        <p className="text-muted-foreground">
          {imageUrl ? "Shown when the job's page is shared." : "None yet: shared links show no picture."}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={run}
        disabled={generate.isPending || !words.title.trim()}
      >
        {generate.isPending ? "Generating..." : imageUrl ? "Generate a new image" : "Generate image"}
      </Button>
    </div>
  );
}

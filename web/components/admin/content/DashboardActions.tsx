import { BarChart3, Briefcase, Calendar, Layers, Mail, Settings, Share2, Sparkles, Zap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CONTENT_CATEGORIES, type ContentCategory } from "#contract/site-enums";
import { Button } from "../../ui/button";
import { Label, Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useGenerateArticle, useTriggerGeneration, useTriggerLinkedin } from "./content-queries";
import { errorText } from "./labels";

const QUICK_ACTIONS = [
  { to: "/admin/content-creation", label: "Create Content", icon: Sparkles },
  { to: "/admin/jobs", label: "Manage Jobs", icon: Briefcase },
  { to: "/admin/bulk-content", label: "Bulk Content", icon: Layers },
  { to: "/admin/portals", label: "Staff areas", icon: Settings },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/admin/newsletter", label: "Newsletter", icon: Mail },
] as const;

/** Links to the content screens. */
export function QuickActions() {
  return (
    <section className="rounded-lg border border-border bg-white p-5 shadow-xs" aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold text-primary">
        Quick Actions
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline" size="sm" contentAlign="start">
            <Link to={to}>
              <Icon aria-hidden /> {label}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** Generate one article of a category now, or run the due schedules or the LinkedIn posting at once. */
export function ManualActions() {
  const generate = useGenerateArticle();
  const triggerGeneration = useTriggerGeneration();
  const triggerLinkedin = useTriggerLinkedin();
  // Both buttons wait while either trigger runs.
  const triggering = triggerGeneration.isPending || triggerLinkedin.isPending;
  const [category, setCategory] = useState<ContentCategory>("Industry Insights");
  return (
    <section className="rounded-lg border border-border bg-white p-5 shadow-xs" aria-labelledby="manual-actions">
      <h2 id="manual-actions" className="text-lg font-semibold text-primary">
        Manual Actions
      </h2>
      <div className="mt-3 flex flex-col gap-2">
        <Label htmlFor="generate-category" className="sr-only">
          Category
        </Label>
        <div className="flex flex-col gap-2">
          <Select
            id="generate-category"
            value={category}
            onChange={(e) => setCategory(e.target.value as ContentCategory)}
          >
            {CONTENT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
          <Button
            disabled={generate.isPending}
            onClick={() =>
              generate.mutate(category, {
                onSuccess: () => toast({ title: "Article generated successfully!" }),
                onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
              })
            }
          >
            <Zap aria-hidden /> {generate.isPending ? "Generating..." : "Generate Article"}
          </Button>
        </div>
        <Button
          variant="outline"
          disabled={triggering}
          onClick={() =>
            triggerGeneration.mutate(undefined, {
              onSuccess: (result) =>
                toast({
                  title: "Content generation triggered!",
                  description: `${result.ran} due schedule(s) ran.`,
                }),
              onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
            })
          }
        >
          <Calendar aria-hidden /> Trigger Scheduled Generation
        </Button>
        <Button
          variant="outline"
          disabled={triggering}
          onClick={() =>
            triggerLinkedin.mutate(undefined, {
              onSuccess: (result) => toast({ title: "LinkedIn posting triggered!", description: result.message }),
              onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
            })
          }
        >
          <Share2 aria-hidden /> Post to LinkedIn
        </Button>
      </div>
    </section>
  );
}

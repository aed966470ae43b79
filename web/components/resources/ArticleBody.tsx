import { createElement, type ReactNode } from "react";
import { type InlineSegment, parseArticleBody } from "../../lib/markdown";

function Inline({ segments }: { segments: InlineSegment[] }): ReactNode {
  return segments.map((segment, index) => {
    if (segment.bold)
      return (
        <strong key={index} className="font-semibold text-foreground">
          {segment.text}
        </strong>
      );
    if (segment.italic) return <em key={index}>{segment.text}</em>;
    return segment.text;
  });
}

const headingClass: Record<1 | 2 | 3 | 4, string> = {
  1: "mt-10 mb-4 text-3xl font-bold text-foreground",
  2: "mt-10 mb-4 text-2xl font-bold text-foreground",
  3: "mt-8 mb-3 text-xl font-semibold text-foreground",
  4: "mt-6 mb-2 text-lg font-semibold text-foreground",
};

/**
 * An article's markdown body as React elements (headings h1-h4 and paragraphs with bold and italic), per the
 * line-based rules of web/lib/markdown.ts. Text is only ever a React text node: no HTML is parsed.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="text-lg leading-relaxed text-slate-700">
      {parseArticleBody(content).map((block, index) =>
        block.type === "heading" ? (
          createElement(
            `h${block.level}`,
            { key: index, className: headingClass[block.level] },
            <Inline segments={block.segments} />,
          )
        ) : (
          <p key={index} className="mb-5">
            <Inline segments={block.segments} />
          </p>
        ),
      )}
    </div>
  );
}

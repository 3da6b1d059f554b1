import { Link } from "@remix-run/react";
import type { Block, Inline } from "~/utils/help-markdown";

/** A help article drawn from its parsed blocks: React elements only, so an article's text is always escaped. */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          const Heading = block.level === 2 ? "h2" : "h3";
          return (
            <Heading key={index} className={block.level === 2 ? "pt-2 text-xl font-semibold" : "text-lg font-semibold"}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === "paragraph") return <p key={index}>{inlines(block.content)}</p>;
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={index} className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inlines(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

function inlines(parts: Inline[]) {
  return parts.map((part, index) => {
    if (part.kind === "strong") return <strong key={index}>{part.text}</strong>;
    if (part.kind === "code")
      return (
        <code key={index} className="break-words rounded bg-primary-soft px-1 py-0.5 text-sm">
          {part.text}
        </code>
      );
    if (part.kind === "link")
      return part.href.startsWith("/") ? (
        <Link key={index} to={part.href} className="link">
          {part.text}
        </Link>
      ) : (
        <a key={index} href={part.href} className="link" rel="noopener">
          {part.text}
        </a>
      );
    return part.text;
  });
}

/**
 * A strict check that a document is well-formed XML in the subset we write (declaration, elements without
 * attributes or with quoted ones, text, CDATA): every tag closed in order, no raw "<" or "&" outside markup,
 * entity references only of the five predefined. Returns the text of each CDATA-or-text leaf by element path.
 */
export function parseXml(xml: string): Map<string, string[]> {
  const leaves = new Map<string, string[]>();
  const stack: string[] = [];
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  let text = "";
  while (rest.length > 0) {
    if (rest.startsWith("<![CDATA[")) {
      const end = rest.indexOf("]]>");
      if (end < 0) throw new Error("unterminated CDATA");
      text += rest.slice(9, end);
      rest = rest.slice(end + 3);
    } else if (rest.startsWith("</")) {
      const match = /^<\/([\w:.-]+)>/.exec(rest);
      if (!match) throw new Error(`bad end tag at ${rest.slice(0, 30)}`);
      const open = stack.pop();
      if (open !== match[1]) throw new Error(`</${match[1]}> closes <${open}>`);
      const key = [...stack, open].join("/");
      leaves.set(key, [...(leaves.get(key) ?? []), text]);
      text = "";
      rest = rest.slice(match[0].length);
    } else if (rest.startsWith("<")) {
      const match = /^<([\w:.-]+)(\s+[\w:.-]+="[^"<&]*")*\s*(\/?)>/.exec(rest);
      if (!match) throw new Error(`bad start tag at ${rest.slice(0, 30)}`);
      if (!match[3]) stack.push(match[1]!);
      text = "";
      rest = rest.slice(match[0].length);
    } else {
      const next = rest.search(/</);
      const chunk = next < 0 ? rest : rest.slice(0, next);
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(chunk)) throw new Error(`raw & in ${chunk}`);
      text += chunk
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&");
      rest = next < 0 ? "" : rest.slice(next);
    }
  }
  if (stack.length) throw new Error(`unclosed ${stack.join(",")}`);
  return leaves;
}

import { useEffect, useRef, useState } from "react";
import { RESUME_PREVIEW } from "../../../content/applications";
import type { ViewerFile, ViewerMessage } from "../../../resume-viewer/messages";

/**
 * The frame's document: only the viewer's script (web/resume-viewer/viewer.ts, a static file) and its styles. The
 * frame is sandboxed to scripts alone, so its origin is opaque: the file is drawn where it can read neither the
 * staff cookie nor this page. It inherits this page's Content-Security-Policy, which allows that one script.
 */
const FRAME_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
body{margin:0;padding:8px;background:#e2e8f0}canvas{display:block;width:100%;height:auto;margin:0 auto 8px;background:#fff;box-shadow:0 1px 3px rgb(0 0 0/.2)}
</style><script src="/resume-viewer/viewer.js" defer></script></head><body></body></html>`;

type PreviewState = { status: "loading" } | { status: "shown"; shown: number; total: number } | { status: "failed" };

/**
 * A PDF resume drawn inline. The file is fetched here, with the staff session (and logged like a download), and
 * handed to the sandboxed frame, which cannot fetch it itself.
 */
export function ResumePreview({ path }: { path: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<PreviewState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    const file = fetch(path, { signal: controller.signal }).then((response) => {
      if (!response.ok) throw new Error(`Resume answered ${response.status}`);
      return response.arrayBuffer();
    });
    function onMessage(event: MessageEvent<ViewerMessage>) {
      const view = frame.current?.contentWindow;
      if (!view || event.source !== view) return;
      const message = event.data;
      if (message.type === "ready") {
        file.then(
          (data) => view.postMessage({ type: "pdf", data } satisfies ViewerFile, "*", [data]),
          () => !controller.signal.aborted && setState({ status: "failed" }),
        );
      } else if (message.type === "rendered") {
        setState({ status: "shown", shown: message.shown, total: message.total });
      } else {
        setState({ status: "failed" });
      }
    }
    window.addEventListener("message", onMessage, { signal: controller.signal });
    return () => controller.abort();
  }, [path]);

  return (
    <div className="mt-3">
      <iframe
        ref={frame}
        title={RESUME_PREVIEW.frameTitle}
        sandbox="allow-scripts"
        srcDoc={FRAME_DOCUMENT}
        className="h-[70vh] min-h-96 w-full rounded-md border bg-muted"
      />
      <p className="mt-1 text-sm text-muted-foreground" role="status">
        {state.status === "loading" && RESUME_PREVIEW.loading}
        {state.status === "shown" && RESUME_PREVIEW.shown(state.shown, state.total)}
        {state.status === "failed" && RESUME_PREVIEW.failed}
      </p>
    </div>
  );
}

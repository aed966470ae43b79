import { getDocumentProxy } from "unpdf";
import { VIEWER_MAX_PAGES, type ViewerFile, type ViewerMessage } from "./messages";

/**
 * The resume viewer: draws a PDF's pages onto canvases inside a frame sandboxed to scripts only (no same origin,
 * no forms, no popups, no navigation of the page), so a hostile file parsed here reaches neither the staff session
 * nor the back office. Browsers refuse their own PDF viewer in such a frame, hence pdf.js (through unpdf).
 */

function tell(message: ViewerMessage) {
  window.parent.postMessage(message, "*");
}

async function draw(data: ArrayBuffer) {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const shown = Math.min(pdf.numPages, VIEWER_MAX_PAGES);
  const cssWidth = document.body.clientWidth;
  for (let number = 1; number <= shown; number++) {
    const page = await pdf.getPage(number);
    const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * window.devicePixelRatio;
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.setAttribute("aria-label", `Page ${number} of ${pdf.numPages}`);
    document.body.append(canvas);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No canvas");
    await page.render({ canvas, canvasContext: context, viewport }).promise;
  }
  return { shown, total: pdf.numPages };
}

window.addEventListener("message", (event: MessageEvent<ViewerFile>) => {
  if (event.source !== window.parent || event.data?.type !== "pdf" || !(event.data.data instanceof ArrayBuffer)) return;
  draw(event.data.data).then(
    ({ shown, total }) => tell({ type: "rendered", shown, total }),
    () => tell({ type: "failed" }),
  );
});

tell({ type: "ready" });

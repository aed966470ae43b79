/**
 * The portal page's one script (served at /client-portal/preview.js): each PDF resume's sandboxed frame is shown and
 * handed its file, fetched here with the page's token link, as the back office's ResumePreview does. Without
 * scripts the frames stay hidden and the download link does the job. Plain ES2017, no build step: it is tiny.
 */
export const PORTAL_PREVIEW_SCRIPT = `"use strict";
document.querySelectorAll("iframe[data-resume]").forEach(function (frame) {
  var file = fetch(frame.getAttribute("data-resume")).then(function (response) {
    if (!response.ok) throw new Error("resume " + response.status);
    return response.arrayBuffer();
  });
  window.addEventListener("message", function (event) {
    if (event.source !== frame.contentWindow || !event.data) return;
    if (event.data.type === "ready") {
      file.then(function (data) { frame.contentWindow.postMessage({ type: "pdf", data: data }, "*", [data]); },
        function () { frame.hidden = true; });
    } else if (event.data.type === "failed") {
      frame.hidden = true;
    }
  });
  frame.hidden = false;
});
`;

// Time travel: open and close the fork and what-if dialogs (no inline handlers).
(function () {
  "use strict";
  document.addEventListener("click", function (ev) {
    var opener = ev.target.closest("[data-open-dialog]");
    if (opener) { document.getElementById(opener.dataset.openDialog).showModal(); return; }
    var closer = ev.target.closest("[data-close-dialog]");
    if (closer) { closer.closest("dialog").close(); }
  });
})();
